import type { ReviewRecord } from './reviewRecord'

/**
 * ../shared/reviews/2026-12-01/design.md, by the review's own IDs (DES-01…DES-18). DES-01 is held
 * by tests/e2e/textIntegrity.spec.ts (the tables, the Trust Centre's and the company page's
 * among them), DES-05 by tests/e2e/productVisuals.spec.ts, DES-06 by
 * tests/unit/pages/trustPages.test.tsx (the security overview, the company page, the breadcrumb's
 * link and the footer); tables on phones (with DES-01) by tests/e2e/phoneTables.spec.ts, DES-14 by
 * tests/e2e/ourColumn.spec.ts (in forced colours too; the review's verdict word per cell is not
 * added, since the copy gives no yes/partial/no per cell to quote) and DES-17 by tests/e2e/readableMeasure.spec.ts
 * (every page of the sample, every language, 1440 px). DES-02 has tests named after it (the Trust Centre, the
 * business-facts rules and their build check, the copy that no longer says "we do not claim
 * certifications"), but stays open: what it asks for is proof by others, and that is the
 * company's to give. DES-03 is held by tests/unit/leads/leadIntent.test.tsx (one form per page, the
 * intent choice, the fields and button per intent, the two calls to action),
 * tests/e2e/leadCapture.spec.ts (deep links, a question stored as one), tests/e2e/firstScreenAction.spec.ts
 * (every page a buyer acts from ends with the two actions), tests/integration/submitLead.test.ts
 * (the database takes the intents), tests/unit/app/callsToActionMenu.test.tsx (the header's menu of
 * the two actions is named for them, "Demo or pilot", no longer "Get started"); DES-09 by tests/unit/pages/contactChannels.test.tsx.
 * DES-11, DES-12, DES-13, DES-15 and DES-18 are held by
 * tests/e2e/designDetails.spec.ts, DES-12 also by tests/unit/pages/threatLayerNames.test.tsx, DES-16
 * by tests/unit/locales/productPersonas.test.ts, DES-10 by tests/e2e/fontFallback.spec.ts, DES-08 by tests/e2e/balancedBands.spec.ts,
 * tests/e2e/designDetails.spec.ts and tests/unit/pages/pageVariety.test.tsx. DES-15 gives the prices their weight; the page
 * itself stays unlinked and noindex, as the specification keeps its path private.
 */
export const record: ReviewRecord = {
  review: '2026-12-01/design',
  findings: [
    { id: 'DES-01', status: 'fixed' },
    {
      id: 'DES-02',
      status: 'open',
      reason:
        'The Trust Centre, its status table and the build that refuses a sample on a real host are in place (issue 44, item 1), but every scheme, tester, owner and leader in src/content/trust/trustFacts.ts is still a sample: the company has named none. The reference strip under the home and edition heroes waits for a customer who agrees to be described, and security.txt for a published key.',
    },
    { id: 'DES-03', status: 'fixed' },
    { id: 'DES-04', status: 'fixed' },
    { id: 'DES-05', status: 'fixed' },
    { id: 'DES-06', status: 'fixed' },
    {
      id: 'DES-07',
      status: 'open',
      reason:
        'In part: the three solution heroes show the screen they describe, each threat page\'s hero marks its layer on the path of a conversation, the edition pages open with a key-facts strip and no longer repeat the home page\'s phone band (tests/unit/pages/pageVariety.test.tsx, "DES-07:"). Since 3 December fifteen long pages (Trust Centre, company, privacy, terms, cookies, disclosure policy, accessibility statement and report, encryption, FAQs, downloads, the out-of-band guide, the consumer apps, the comparison, the Voice Gateway) open with "On this page" beside the heading, a link to every band by its heading (tests/unit/pages/pageContents.test.tsx, "DES-07:"). The products overview\'s hero compares the three editions\' default cryptography, quoted from facts.ts and linked to each edition, and the threats overview\'s lists the five layers by the diagram\'s names, each linked to its page (tests/unit/pages/pageVariety.test.tsx). Since the fourth session of 3 December the solutions hub, pricing, contact and get started open with "On this page" too, the industries hub names its seven sectors, each linking to its card, the security overview gives the security team\'s address, the disclosure policy and security.txt, and the blog index its RSS and Atom feeds ("DES-07:" in both test files). Open: the staff pages (sign-in, account) keep a text hero; the section patterns the review asks for (a text-and-figure layout, a statistic row, a quote) are not built, and a quote or statistic needs the business; the same closing band on 28 pages stands: issue 44 asks for the same next step at the end of every long page.',
    },
    {
      id: 'DES-08',
      status: 'fixed',
      reason:
        'Running text is held to 75 characters a line (DES-17); notes under tables are 16 px in a darker grey; each edition page leads with its default cryptography quoted from facts.ts; the edition pages\' "Messages" card is two cards; the home page\'s "Three ways to communicate", /encryption/\'s "Why hybrid" and "What our servers can and cannot see", the pricing preview\'s licensing and /contact/\'s office lead with short text and set the detail beside it (DetailPanel, AsidePanel); the /threats/ hero introduction is two sentences; the privacy notice\'s purposes set their fields side by side; /contact/\'s channel cards stand two by two (the emptiest card of a row at 1440 px: 141–237 px of empty space before, at most 113 px after); the prose sections of the terms, the cookie policy and the privacy notice are parts of one document, each heading in a column left of its text (en, 1440 px: the terms 4,349 → 3,611 px tall, the privacy notice 10,373 → 9,266 px). Tests: "DES-08:" in tests/unit/pages/pageVariety.test.tsx and tests/e2e/designDetails.spec.ts. The edition pages\' and the Voice Gateway\'s "Who it is for" and "Compliance and accreditation" set their detail beside the lead: the people each edition is built for, what On-Premises leaves in your control, where the gateway fits, and what we provide for due diligence or an accreditor (en, 1440 px: Enterprise\'s two sections 656 and 908 px tall before, 606 and 716 px after). A prose section with no panel now sets its bullet points beside its paragraphs from 1024 px (17 sections: the threat pages\' openings, the solution pages\' scope and control, the out-of-band guide, the Voice Gateway\'s "The leg to an ordinary phone", …), with the paragraph that introduces them, if one does, as the panel\'s first line (the downloads page\'s "Check what you install"); a list with no paragraphs stands in two columns (4 sections); the disclosure policy, the accessibility statement and the company page set their prose as parts of one document (13 sections); the pricing preview\'s "About these prices" sets the currency, VAT and what the price depends on beside its lead, and /threats/\' "A threat model" what end-to-end encryption changes and what it does not, layer by layer. The seven sections of paragraphs alone (the two solution pages\' "How … is protected", the consumer apps\' cryptography, the products overview\'s "Choosing an edition", the comparison\'s method, the Trust Centre\'s "The protocol" and the blog\'s editorial note) set their heading in a column beside them from 1024 px, as the legal pages do, and keep their band. Since 6 December every band of running text reaches past 70 % of its width at 1440 px: the FAQ\'s questions, the accessibility statement\'s status, known issues and other routes stand beside their heading, a contact address and its reply time in a panel beside the paragraphs (disclosure policy, security overview, accessibility statement), the privacy notice\'s processors beside its paragraph, two link cards share the row. The one kind of band allowed to stop short is a form (the lead form reaches 66–69 %): its fields stand in one column a person fills in. Test: "DES-08: at 1440 px no band of running text on a <language> page leaves the right part of the page empty" (tests/e2e/balancedBands.spec.ts, every page of the sample but the posts, five languages).',
    },
    { id: 'DES-09', status: 'fixed' },
    { id: 'DES-10', status: 'fixed' },
    { id: 'DES-11', status: 'fixed' },
    { id: 'DES-12', status: 'fixed' },
    { id: 'DES-13', status: 'fixed' },
    { id: 'DES-14', status: 'fixed' },
    { id: 'DES-15', status: 'fixed' },
    { id: 'DES-16', status: 'fixed' },
    { id: 'DES-17', status: 'fixed' },
    { id: 'DES-18', status: 'fixed' },
  ],
}
