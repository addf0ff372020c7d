import type { ReviewRecord } from './reviewRecord'

/**
 * ../shared/reviews/2026-11-27/translations.md. The review numbers only section 0 (X1–X6); every
 * other finding gets an ID from where it stands: `<language>-<subsection>.<n>`, n being the place
 * of its numbered item or bullet in that subsection, counting every item or bullet in the order
 * written (es-1.1.3 is the third item of section 1.1). A sub-bullet adds its own place
 * (es-1.1.7.2 is the second bullet under item 7 of 1.1; fr-3.3.3.1 the first under the third
 * bullet of 3.3). Not recorded, though counted: a bullet or paragraph that says something is
 * correct (register, typography, "otherwise exemplary"), that lists accepted jargon, or that only
 * points to a finding recorded elsewhere (the §n.4 bullets that repeat X1–X3 and X5, pt 2.4's
 * "double ratchet" = pt-2.2.2, fr 3.3's mail fallback = X6).
 *
 * Fixed ones are held by tests/unit/locales/translationFindings2026-11-27.test.ts, and those about
 * text that code writes by the tests of that code (see the test file's header). This file
 * replaces docs/copy-round3/part-b.md.
 */

export const record: ReviewRecord = {
  review: '2026-11-27/translations',
  findings: [
    { id: 'X1', status: 'fixed' },
    { id: 'X2', status: 'fixed' },
    { id: 'X3', status: 'fixed' },
    { id: 'X4', status: 'fixed' },
    { id: 'X5', status: 'fixed' },
    { id: 'X6', status: 'fixed' },

    { id: 'es-1.1.1', status: 'fixed' },
    { id: 'es-1.1.2', status: 'fixed' },
    { id: 'es-1.1.3', status: 'fixed' },
    { id: 'es-1.1.4', status: 'fixed' },
    { id: 'es-1.1.5', status: 'fixed' },
    { id: 'es-1.1.6', status: 'fixed' },
    { id: 'es-1.1.7.1', status: 'fixed' },
    { id: 'es-1.1.7.2', status: 'fixed' },
    { id: 'es-1.1.7.3', status: 'fixed' },
    { id: 'es-1.1.7.4', status: 'fixed' },
    { id: 'es-1.2.1', status: 'fixed' },
    { id: 'es-1.2.2', status: 'fixed' },
    { id: 'es-1.2.3', status: 'fixed' },
    { id: 'es-1.2.4', status: 'fixed' },
    { id: 'es-1.2.5', status: 'fixed' },
    { id: 'es-1.2.6', status: 'fixed' },
    { id: 'es-1.2.7', status: 'fixed' },
    { id: 'es-1.3.1', status: 'fixed' },
    { id: 'es-1.3.2', status: 'fixed' },
    { id: 'es-1.3.3', status: 'fixed' },
    { id: 'es-1.3.4', status: 'fixed' },
    { id: 'es-1.3.5', status: 'fixed' },
    { id: 'es-1.3.6', status: 'fixed' },
    { id: 'es-1.3.7', status: 'fixed' },

    { id: 'pt-2.1.1', status: 'fixed' },
    { id: 'pt-2.1.2', status: 'fixed' },
    { id: 'pt-2.1.3', status: 'fixed' },
    { id: 'pt-2.1.4', status: 'fixed' },
    { id: 'pt-2.2.1', status: 'fixed' },
    { id: 'pt-2.2.2', status: 'fixed' },
    { id: 'pt-2.2.3', status: 'fixed' },
    { id: 'pt-2.2.4', status: 'fixed' },
    { id: 'pt-2.2.5', status: 'fixed' },
    { id: 'pt-2.2.6', status: 'fixed' },
    { id: 'pt-2.2.7', status: 'fixed' },
    { id: 'pt-2.2.8', status: 'fixed' },
    { id: 'pt-2.3.1', status: 'fixed' },
    { id: 'pt-2.3.2', status: 'fixed' },
    { id: 'pt-2.3.3', status: 'fixed' },
    { id: 'pt-2.3.4', status: 'fixed' },
    {
      id: 'pt-2.3.6',
      status: 'stands',
      reason:
        'hreflang stays "pt": the European Portuguese copy is offered to every Portuguese reader on purpose (the SEO review calls "pt" valid); the lang attribute is a separate question (2026-12-01 translations TR-22).',
    },

    { id: 'fr-3.1.1', status: 'fixed' },
    { id: 'fr-3.1.2', status: 'fixed' },
    { id: 'fr-3.1.3', status: 'fixed' },
    { id: 'fr-3.1.4', status: 'fixed' },
    { id: 'fr-3.2.1', status: 'fixed' },
    { id: 'fr-3.2.2', status: 'fixed' },
    { id: 'fr-3.3.1', status: 'fixed' },
    { id: 'fr-3.3.3.1', status: 'fixed' },
    { id: 'fr-3.3.3.2', status: 'fixed' },
    { id: 'fr-3.3.3.3', status: 'fixed' },
    {
      id: 'fr-3.3.3.5',
      status: 'stands',
      reason:
        'The rate-limit message prints the time as Intl writes it for fr-FR ("14:30"), which the reviewer calls acceptable on screen.',
    },
    { id: 'fr-3.4.2', status: 'fixed' },

    { id: 'de-4.1.1', status: 'fixed' },
    { id: 'de-4.1.2', status: 'fixed' },
    { id: 'de-4.1.3', status: 'fixed' },
    { id: 'de-4.1.4', status: 'fixed' },
    { id: 'de-4.1.5', status: 'fixed' },
    { id: 'de-4.1.6', status: 'fixed' },
    { id: 'de-4.2.1', status: 'fixed' },
    { id: 'de-4.2.2', status: 'fixed' },
    { id: 'de-4.2.3', status: 'fixed' },
    { id: 'de-4.2.4', status: 'fixed' },
    { id: 'de-4.2.5', status: 'fixed' },
    { id: 'de-4.2.6', status: 'fixed' },
    { id: 'de-4.3.3.1', status: 'fixed' },
    { id: 'de-4.3.3.2', status: 'fixed' },
    { id: 'de-4.3.3.3', status: 'fixed' },
  ],
}
