/**
 * The content rules of a page's copy (src/contentRules/copyRules.ts), run by the editor before a
 * page's copy is saved and by the dev server on the page viewed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { copyFindings } from '../../../src/contentRules/copyRules'
import { errorsOf } from '../../../src/contentRules/findings'
import { describeFinding, findingLine } from '../../../src/contentRules/messages'

const localesDir = join(import.meta.dirname, '../../../locales')
const copyOf = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>

describe('the rules of a page’s copy', () => {
  it('find no error in the copy as it stands, in any language', () => {
    const failing = languages.flatMap((language) =>
      readdirSync(join(localesDir, language)).flatMap((file) => {
        const namespace = file.replace(/\.json$/, '')
        return errorsOf(copyFindings(namespace, copyOf(language, namespace), language)).map(
          (finding) => `${language}/${file}: ${findingLine(finding, 'en')}`,
        )
      }),
    )
    expect(failing).toEqual([])
  })

  it('ED-8: refuse the review’s two edits: a German absolute in the home heading and a misspelt fact placeholder', () => {
    const home = copyOf('de', 'home') as { hero: { title: string }; meta: unknown }
    const edited = {
      ...home,
      hero: { ...home.hero, title: 'Vertrauliche Gespräche, die niemals abgehört werden können' },
      capabilityNote: 'Alles mit {{facts.ciper}} verschlüsselt.',
    }
    const found = errorsOf(copyFindings('home', edited, 'de'))
    expect(found.map((finding) => [finding.field, finding.rule])).toEqual([
      ['hero.title', 'unheld absolute'],
      ['capabilityNote', 'unknown placeholder'],
    ])
    expect(describeFinding(found[1]!, 'de').fix).toBe('Meinten Sie {{facts.cipher}}?')
  })

  it('leave the legal pages’ absolutes to the legal review, as the build does', () => {
    const terms = copyOf('en', 'legal-terms')
    expect(
      errorsOf(
        copyFindings('legal-terms', { ...terms, extra: 'We never guarantee that the service is secure.' }, 'en'),
      ),
    ).toEqual([])
  })

  it('ED-2: warn about a meta title a search result would cut, with the field’s key', () => {
    const threats = copyOf('fr', 'threats') as { meta: Record<string, string> }
    const found = copyFindings(
      'threats',
      {
        ...threats,
        meta: {
          ...threats.meta,
          title: 'Menaces : interception, usurpation de carte SIM, opérateurs compromis et attaques quantiques',
        },
      },
      'fr',
    )
    expect(found.map((finding) => [finding.field, finding.rule, finding.severity])).toEqual([
      ['meta.title', 'too wide', 'warning'],
    ])
  })
})
