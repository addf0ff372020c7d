import type { ReviewRecord } from './reviewRecord'

/**
 * ../shared/reviews/2026-12-01/design.md, by the review's own IDs (DES-01…DES-18). DES-01 is held
 * by tests/e2e/textIntegrity.spec.ts (the tables, the Trust Centre's and the company page's
 * among them), DES-05 by tests/e2e/productVisuals.spec.ts, DES-06 by
 * tests/unit/pages/trustPages.test.tsx (the security overview, the company page, the breadcrumb's
 * link and the footer); tables on phones (with DES-01) by tests/e2e/phoneTables.spec.ts, DES-14 by
 * tests/e2e/ourColumn.spec.ts (in forced colours too; the review's verdict word per cell is not
 * added, since the copy gives no yes/partial/no per cell to quote) and DES-17 by tests/e2e/textIntegrity.spec.ts
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
 * by tests/unit/locales/productPersonas.test.ts, DES-10 by tests/e2e/fontFallback.spec.ts. DES-08 is held by
 * tests/e2e/textIntegrity.spec.ts (no band of running text on any page of the sample but the posts,
 * in five languages, ends before 70 % of its width at 1440 px; a form may), tests/e2e/designDetails.spec.ts
 * (each panel, document part, split heading and list beside its text, and under it on a phone) and
 * tests/unit/pages/pageVariety.test.tsx (what each panel says, quoted from the copy and facts.ts). DES-15 gives the prices their weight; the page
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
    { id: 'DES-08', status: 'fixed' },
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
