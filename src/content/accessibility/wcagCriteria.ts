/**
 * The success criteria the site is assessed against: every WCAG 2.2 criterion of levels A and AA,
 * with its EN 301 549 V3.2.1 clause 9 number, plus 4.1.1 Parsing, which EN 301 549 still lists
 * and WCAG 2.2 made obsolete. Names and explanations are copy: locales/<lang>/accessibility.json
 * `criteria.<key>` (criterionKey below) in each language's W3C wording.
 *
 * EN 301 549 V3.2.1 (2021-03) clause 9 follows WCAG 2.1 one to one: criterion X.Y.Z is clause
 * 9.X.Y.Z. The six criteria WCAG 2.2 added at A and AA have no clause there yet.
 */

type Level = 'A' | 'AA'

/** Why a criterion does not apply to this site; the words are copy (`criteria.<key>.notApplicable`). */
interface NotApplicable {
  /** What is true of the site that makes the criterion irrelevant, for the people maintaining this list. */
  because: string
}

export interface SuccessCriterion {
  /** The WCAG number: '1.4.3'. */
  number: string
  level: Level
  /** The EN 301 549 V3.2.1 clause; null for the criteria WCAG 2.2 added. */
  en301549: string | null
  /** Set when the criterion cannot apply to this site. Check the claim against the site before adding one. */
  notApplicable?: NotApplicable
  /** 4.1.1 Parsing: in EN 301 549 V3.2.1, removed from WCAG 2.2. */
  obsoleteInWcag22?: true
}

const noMedia: NotApplicable = {
  because:
    'The site has no audio, video or other time-based media: no <audio>, <video>, embedded player or media file in any page or post.',
}

function criterion<const N extends string>(
  number: N,
  level: Level,
  extra: Partial<Pick<SuccessCriterion, 'notApplicable' | 'obsoleteInWcag22'>> & { wcag22Only?: true } = {},
): SuccessCriterion & { number: N } {
  const { wcag22Only, ...rest } = extra
  return { number, level, en301549: wcag22Only ? null : `9.${number}`, ...rest }
}

/** In WCAG order. */
export const successCriteria = [
  criterion('1.1.1', 'A'),
  criterion('1.2.1', 'A', { notApplicable: noMedia }),
  criterion('1.2.2', 'A', { notApplicable: noMedia }),
  criterion('1.2.3', 'A', { notApplicable: noMedia }),
  criterion('1.2.4', 'AA', { notApplicable: noMedia }),
  criterion('1.2.5', 'AA', { notApplicable: noMedia }),
  criterion('1.3.1', 'A'),
  criterion('1.3.2', 'A'),
  criterion('1.3.3', 'A'),
  criterion('1.3.4', 'AA'),
  criterion('1.3.5', 'AA'),
  criterion('1.4.1', 'A'),
  criterion('1.4.2', 'A', { notApplicable: { because: 'No page plays any sound, automatically or otherwise.' } }),
  criterion('1.4.3', 'AA'),
  criterion('1.4.4', 'AA'),
  criterion('1.4.5', 'AA'),
  criterion('1.4.10', 'AA'),
  criterion('1.4.11', 'AA'),
  criterion('1.4.12', 'AA'),
  criterion('1.4.13', 'AA'),
  criterion('2.1.1', 'A'),
  criterion('2.1.2', 'A'),
  criterion('2.1.4', 'A'),
  criterion('2.2.1', 'A'),
  criterion('2.2.2', 'A'),
  criterion('2.3.1', 'A'),
  criterion('2.4.1', 'A'),
  criterion('2.4.2', 'A'),
  criterion('2.4.3', 'A'),
  criterion('2.4.4', 'A'),
  criterion('2.4.5', 'AA'),
  criterion('2.4.6', 'AA'),
  criterion('2.4.7', 'AA'),
  criterion('2.4.11', 'AA', { wcag22Only: true }),
  criterion('2.5.1', 'A'),
  criterion('2.5.2', 'A'),
  criterion('2.5.3', 'A'),
  criterion('2.5.4', 'A', {
    notApplicable: {
      because:
        'No function is operated by moving or shaking the device (no devicemotion or deviceorientation listener).',
    },
  }),
  criterion('2.5.7', 'AA', { wcag22Only: true }),
  criterion('2.5.8', 'AA', { wcag22Only: true }),
  criterion('3.1.1', 'A'),
  criterion('3.1.2', 'AA'),
  criterion('3.2.1', 'A'),
  criterion('3.2.2', 'A'),
  criterion('3.2.3', 'AA'),
  criterion('3.2.4', 'AA'),
  criterion('3.2.6', 'A', { wcag22Only: true }),
  criterion('3.3.1', 'A'),
  criterion('3.3.2', 'A'),
  criterion('3.3.3', 'AA'),
  // Applies: the staff account page deletes data the user controls (sign-in methods, second factors). No legal or financial commitment anywhere.
  criterion('3.3.4', 'AA'),
  criterion('3.3.7', 'A', { wcag22Only: true }),
  criterion('3.3.8', 'AA', { wcag22Only: true }),
  criterion('4.1.1', 'A', { obsoleteInWcag22: true }),
  criterion('4.1.2', 'A'),
  criterion('4.1.3', 'AA'),
] as const satisfies readonly SuccessCriterion[]

export type CriterionNumber = (typeof successCriteria)[number]['number']

/** The key of a criterion's copy: '1.4.3' → '1_4_3' (i18next reads dots as nesting). */
export function criterionKey(number: string): string {
  return number.replaceAll('.', '_')
}

export function criterionByNumber(number: string): SuccessCriterion {
  const found = (successCriteria as readonly SuccessCriterion[]).find((criterion) => criterion.number === number)
  if (!found)
    throw new Error(
      `No WCAG 2.2 level A or AA success criterion ${number} in src/content/accessibility/wcagCriteria.ts.`,
    )
  return found
}
