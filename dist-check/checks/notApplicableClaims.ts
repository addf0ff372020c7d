/**
 * The accessibility conformance report says some requirements cannot apply to this website:
 * WCAG's time-based media criteria (1.2.x, 1.4.2: no audio or video) and EN 301 549 clause 10
 * (no document for download). This check holds the built site to those claims, so a page that
 * adds a video or a PDF fails the build instead of leaving the report wrong. An embedded player
 * counts wherever it comes from (it is part of the page); a link to another site's document does not.
 */
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

const documentFile = /\.(pdf|docx?|odt|rtf|xlsx?|ods|pptx?|odp|epub)$/i
const mediaFile = /\.(mp3|mp4|m4a|m4v|webm|ogg|oga|ogv|wav|flac|aac|mov)$/i
const mediaTags = ['audio', 'video', 'iframe', 'embed', 'object'] as const
/** A link with a scheme or a host of its own leaves the site; every link of ours to itself is a path. */
const thirdParty = /^([a-z][a-z0-9+.-]*:|\/\/)/i

const mediaFix =
  'The report says WCAG 1.2.1–1.2.5 and 1.4.2 do not apply because the site has no audio or video. Take out notApplicable for them in src/content/accessibility/wcagCriteria.ts, give the media captions, transcripts and controls, and have them evaluated.'
const documentFix =
  'The report says EN 301 549 clause 10 (non-web documents) does not apply because the site offers no document. Take out its notApplicable in src/content/accessibility/en301549Clauses.ts and have the document evaluated, or publish its content as a page.'

/** Links on a page to a document or a media file, and its media elements. */
export function notApplicableViolations(
  root: Parameters<typeof elementsOf>[0],
): { kind: 'media' | 'document'; what: string }[] {
  const elements = elementsOf(root)
  const found: { kind: 'media' | 'document'; what: string }[] = []
  for (const tag of mediaTags)
    for (const element of elements.tag(tag))
      found.push({
        kind: 'media',
        what: `<${tag}> ${element.getAttribute('src') ?? element.getAttribute('data') ?? ''}`.trim(),
      })
  for (const link of elements.tag('a')) {
    const href = link.getAttribute('href') ?? ''
    // A document on another organisation's site (a post citing the NSA's PDF) is theirs to make
    // accessible: clause 10 and the media criteria cover what this site provides, not what it cites.
    if (thirdParty.test(href)) continue
    const path = href.split(/[?#]/)[0]!
    if (documentFile.test(path)) found.push({ kind: 'document', what: `a link to ${path}` })
    else if (mediaFile.test(path)) found.push({ kind: 'media', what: `a link to ${path}` })
  }
  return found
}

export const notApplicableClaims: Check = {
  name: 'not-applicable accessibility claims',
  site(context) {
    return [...context.files]
      .filter((file) => documentFile.test(file) || mediaFile.test(file))
      .map(
        (file): Finding => ({
          check: this.name,
          file,
          message: `dist/ holds ${documentFile.test(file) ? 'a document' : 'a media file'}.`,
          fix: documentFile.test(file) ? documentFix : mediaFix,
        }),
      )
  },
  pages() {
    const check = this.name
    return {
      visit({ file, root }) {
        return notApplicableViolations(root).map(
          (violation): Finding => ({
            check,
            file,
            message: `The page has ${violation.what}.`,
            fix: violation.kind === 'document' ? documentFix : mediaFix,
          }),
        )
      },
    }
  },
}
