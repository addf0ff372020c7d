/**
 * The content rules on the page the dev server shows (scripts/plugins/devContentNotice.ts): the
 * page's own files, the keys its render did not find, worded in the page's language at its top.
 */
import { describe, expect, it } from 'vitest'
import {
  contentNotice,
  missingKeyFindings,
  pageSourceFindings,
  terminalLines,
} from '../../../scripts/plugins/devContentNotice'
import { projectRoot } from '../../../scripts/shared/projectPaths'

describe('the dev server’s content notice', () => {
  it('DV-1: turns the keys a render did not find into findings on their locale file', () => {
    const found = missingKeyFindings(['de common:footer.abuot', 'de interpolation:facts.nope', 'fr home:hero.titel'])
    expect(found).toEqual([
      {
        file: 'locales/de/common.json',
        findings: [{ field: 'footer.abuot', severity: 'error', rule: 'missing key', key: 'common:footer.abuot' }],
      },
      {
        file: 'locales/fr/home.json',
        findings: [{ field: 'hero.titel', severity: 'error', rule: 'missing key', key: 'home:hero.titel' }],
      },
    ])
    expect(terminalLines(found)[0]).toBe(
      'error locales/de/common.json · footer.abuot: The page shows the key “common:footer.abuot” instead of text. Add the text under that key to the locale file of this language.',
    )
  })

  it('DV-1: reads the sources of the page viewed: its post in its language, its copy and the shared copy', () => {
    // The site as it stands has nothing to fix on these pages (warnings about widths aside).
    for (const path of ['/', '/de/post/ss7-interception-explained/', '/fr/threats/'])
      expect(
        pageSourceFindings(projectRoot, path).flatMap(({ findings }) =>
          findings.filter((finding) => finding.severity === 'error'),
        ),
        path,
      ).toEqual([])
    expect(pageSourceFindings(projectRoot, '/no-such-page/')).toEqual([])
  })

  it('says it in the page’s language, with the file, and escapes what the content holds', () => {
    const html = contentNotice(
      [
        {
          file: 'src/content/blog/x/index.de.md',
          findings: [{ field: 'body', severity: 'error', rule: 'broken link', target: '/<script>/' }],
        },
      ],
      [],
      'de',
    )
    expect(html).toContain('aria-label="Inhaltsprüfungen (nur auf dem Entwicklungsserver)"')
    expect(html).toContain(
      '<code>src/content/blog/x/index.de.md</code> · Text: Der Link auf /&lt;script&gt;/ führt zu keiner Seite',
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toMatch(/style=/)
    expect(contentNotice([], [], 'en')).toBe('')
  })

  it('ED-1: names the problem of another entry, left out of the site meanwhile', () => {
    const html = contentNotice(
      [],
      [
        {
          source: 'vaultline:blog-content x',
          error: new Error('front matter field "date" is missing.'),
          scope: () => false,
        },
      ],
      'fr',
    )
    expect(html).toContain('<pre>front matter field &quot;date&quot; is missing.</pre>')
  })
})
