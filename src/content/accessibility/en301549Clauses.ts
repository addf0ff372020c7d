/**
 * The requirements of EN 301 549 V3.2.1 beyond clause 9 that a procurement conformance report
 * ("VPAT EU") answers for a website and the support behind it. None has been evaluated yet, so
 * each reads "Not evaluated" unless it cannot apply (with the reason, checked against the site).
 * Names and remarks are copy: locales/<lang>/accessibility-conformance.json `clauses.<key>`.
 */

export interface EnClause {
  /** The clause number: '12.2.3'. */
  clause: string
  /** Why it cannot apply to this website, for the people maintaining this list; its words are copy. */
  notApplicable?: { because: string }
}

export const enClauses = [
  { clause: '5.2' },
  {
    clause: '10',
    notApplicable: {
      because:
        'The site offers no document for download (no PDF, office or e-book file: dist-check/checks/notApplicableClaims.ts fails the build on one); installers are software, outside this report.',
    },
  },
  {
    clause: '11',
    notApplicable: {
      because:
        'The website is web content, answered under clause 9; the apps and installers it links to are not in scope.',
    },
  },
  { clause: '12.1.1' },
  { clause: '12.1.2' },
  { clause: '12.2.2' },
  { clause: '12.2.3' },
  { clause: '12.2.4' },
] as const satisfies readonly EnClause[]

/** The key of a clause's copy: '12.2.3' → '12_2_3'. */
export const clauseKey = (clause: string) => clause.replaceAll('.', '_')
