import type { ReviewRecord } from './reviewRecord'

/**
 * ../shared/reviews/2026-11-27/copy-en.md. IDs: the review's own (F1–F18, C1–C19, O1–O25, L1–L16).
 * Items it does not number get an ID from where they stand: `cookies-1`…`cookies-3` for the three
 * numbered points under "Cookie policy against what the site stores" (section 4), `weak-1`…`weak-5`
 * for "The five weakest pages" and `nit-1`…`nit-5` for the bullets of "Style nits" (section 5), in
 * the review's order. "What a security architect will ask next" is not recorded: the review says
 * those are gaps, not findings.
 *
 * Fixed ones are held by tests/unit/locales/copyFindings2026-11-27.test.ts, and F3, C6, C18, L1 and
 * L12 also by the tests of their own code (tagged there). This file replaces docs/copy-round3/.
 */
export const record: ReviewRecord = {
  review: '2026-11-27/copy-en',
  findings: [
    { id: 'F1', status: 'fixed' },
    { id: 'F2', status: 'fixed' },
    { id: 'F3', status: 'fixed' },
    { id: 'F4', status: 'fixed' },
    { id: 'F5', status: 'fixed' },
    { id: 'F6', status: 'fixed' },
    { id: 'F7', status: 'fixed' },
    { id: 'F8', status: 'fixed' },
    { id: 'F9', status: 'fixed' },
    { id: 'F10', status: 'fixed' },
    { id: 'F11', status: 'fixed' },
    { id: 'F12', status: 'fixed' },
    { id: 'F13', status: 'fixed' },
    { id: 'F14', status: 'fixed' },
    { id: 'F15', status: 'fixed' },
    { id: 'F16', status: 'fixed' },
    { id: 'F17', status: 'fixed' },
    { id: 'F18', status: 'fixed' },
    { id: 'C1', status: 'fixed' },
    { id: 'C2', status: 'fixed' },
    { id: 'C3', status: 'fixed' },
    { id: 'C4', status: 'fixed' },
    { id: 'C5', status: 'fixed' },
    { id: 'C6', status: 'fixed' },
    { id: 'C7', status: 'fixed' },
    { id: 'C8', status: 'fixed' },
    { id: 'C9', status: 'fixed' },
    { id: 'C10', status: 'fixed' },
    { id: 'C11', status: 'fixed' },
    { id: 'C12', status: 'fixed' },
    { id: 'C13', status: 'fixed' },
    { id: 'C14', status: 'fixed' },
    { id: 'C15', status: 'fixed' },
    { id: 'C16', status: 'fixed' },
    { id: 'C17', status: 'fixed' },
    { id: 'C18', status: 'fixed' },
    { id: 'C19', status: 'fixed' },
    { id: 'O1', status: 'fixed' },
    { id: 'O2', status: 'fixed' },
    {
      id: 'O3',
      status: 'stands',
      reason:
        'The absolute is gone (servers, backups and service logs hosted in-country; push through Apple and Google without content; test O3). The sentence on remote support access from outside the country waits for the business: no document says how support reaches a Government instance.',
    },
    { id: 'O4', status: 'fixed' },
    { id: 'O5', status: 'fixed' },
    { id: 'O6', status: 'fixed' },
    { id: 'O7', status: 'fixed' },
    { id: 'O8', status: 'fixed' },
    { id: 'O9', status: 'fixed' },
    { id: 'O10', status: 'fixed' },
    { id: 'O11', status: 'fixed' },
    { id: 'O12', status: 'fixed' },
    {
      id: 'O13',
      status: 'stands',
      reason:
        'The absolute "never on keeping the design secret" is gone (test O13). Publishing the protocol specification or naming an independent cryptographic review and its date is a business decision; no review is on record to name.',
    },
    { id: 'O14', status: 'fixed' },
    { id: 'O15', status: 'fixed' },
    { id: 'O16', status: 'fixed' },
    { id: 'O17', status: 'fixed' },
    { id: 'O18', status: 'fixed' },
    { id: 'O19', status: 'fixed' },
    { id: 'O20', status: 'fixed' },
    { id: 'O21', status: 'fixed' },
    { id: 'O22', status: 'fixed' },
    {
      id: 'O23',
      status: 'stands',
      reason:
        'How a protected link holds its key (URL fragment or passcode-derived) and the minimum passcode strength are not written down anywhere in the repository; the page can say it once engineering confirms.',
    },
    {
      id: 'O24',
      status: 'stands',
      reason:
        'Publishing /pricing deliberately or leaving it out of the public build is a business decision; the page stays noindex and out of the sitemap.',
    },
    {
      id: 'O25',
      status: 'stands',
      reason:
        "The testers' accreditation (CHECK/CREST), the frequency and the date of the last test are not on record; the copy names them when the business supplies them.",
    },
    { id: 'L1', status: 'fixed' },
    { id: 'L2', status: 'fixed' },
    { id: 'L3', status: 'fixed' },
    { id: 'L4', status: 'fixed' },
    { id: 'L5', status: 'fixed' },
    { id: 'L6', status: 'fixed' },
    {
      id: 'L7',
      status: 'stands',
      reason:
        'The notice now splits processor and controller roles for the service, but no public sub-processor list or service privacy notice exists to link; they are given to customers before signing. Publishing one is the company’s decision.',
    },
    { id: 'L8', status: 'fixed' },
    {
      id: 'L9',
      status: 'stands',
      reason:
        'The company details show an ICO registration number once site.dataProtectionRegistration holds one; it is empty until the company supplies it, and no number is made up.',
    },
    {
      id: 'L10',
      status: 'stands',
      reason:
        "The notice says the representative can be contacted directly, but the configured address is still on Vaultline's own domain until the company confirms the representative's own.",
    },
    { id: 'L11', status: 'fixed' },
    { id: 'L12', status: 'fixed' },
    {
      id: 'L13',
      status: 'open',
      reason:
        'security.txt and the disclosure policy exist, the terms name the address, and since 2 December /contact\'s security card gives the security address, the disclosure policy and security.txt under its title ("DES-09:" in tests/unit/pages/contactChannels.test.tsx). Left: the PGP key is on request only, until the company publishes one for security.txt\'s Encryption field.',
    },
    {
      id: 'L14',
      status: 'stands',
      reason:
        'Since the one form asks by intent (issue 44), a price or another question asks no job title, and a demo or pilot asks it because it is planned for a team. The work address stays: the privacy notice says the forms ask for one because we answer business enquiries, and that anyone without one can write by e-mail from any address, as the press card on /contact offers.',
    },
    { id: 'L15', status: 'fixed' },
    {
      id: 'L16',
      status: 'stands',
      reason:
        'A build-state note, not copy: the notice describes the production configuration, which must set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (docs/deploying.md).',
    },
    {
      id: 'cookies-1',
      status: 'stands',
      reason:
        'The language is still stored twice (cookie and local storage, src/boot/languageStorage.ts); the cookie policy says what the second copy is for and that it outlives the cookie. Keeping one store is a code change not yet made.',
    },
    { id: 'cookies-2', status: 'fixed' },
    { id: 'cookies-3', status: 'fixed' },
    { id: 'weak-1', status: 'fixed' },
    { id: 'weak-2', status: 'fixed' },
    { id: 'weak-3', status: 'fixed' },
    { id: 'weak-4', status: 'fixed' },
    { id: 'weak-5', status: 'fixed' },
    { id: 'nit-1', status: 'fixed' },
    { id: 'nit-2', status: 'fixed' },
    {
      id: 'nit-3',
      status: 'stands',
      reason:
        'The specification gives the error screens\' wording in Title Case ("Page Loading Error", "Reload Page", "Go Back"), and the site follows it.',
    },
    {
      id: 'nit-4',
      status: 'stands',
      reason:
        'The specification sends the Spanish and root /use-cases to the English /out-of-band-communications; pt, fr and de have no /use-cases redirect any more.',
    },
    {
      id: 'nit-5',
      status: 'open',
      reason:
        'The launch placeholders remain in src/config/site.ts: the drama-range phone number, the vaultline.example domain, the Play package example.vaultline.app and an unconfirmed App Store id; they wait for the company’s real values.',
    },
  ],
}
