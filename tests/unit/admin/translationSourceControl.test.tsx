/**
 * The content editor's control of a post translation's `sourceVersion`
 * (src/admin/translations/TranslationSourceControl.tsx): what it says in each pane, and that the
 * version it records is the one the build computes from the saved English file.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { readPostSource } from '../../../scripts/content/postSources'
import { blogDir } from '../../../scripts/content/blogContent'
import {
  englishText,
  TranslationSourceStatus,
  type EditorEntry,
  type TranslationSourceControlProps,
} from '../../../src/admin/translations/TranslationSourceControl'
import { postSourceVersion } from '../../../src/content/translations/sourceVersion'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'

beforeAll(() =>
  Promise.all((['de', 'fr'] as const).map((language) => loadNamespaces(language, ['translation-status']))),
)

/** A post entry as Decap holds it: the English's front matter and body as `data`, the slug `<slug>/index`. */
function entryOf(slug: string): EditorEntry {
  const source = readFileSync(join(blogDir, slug, 'index.en.md'), 'utf8')
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!
  const data = { ...(parseYaml(frontMatter!) as Record<string, unknown>), body }
  return { get: (key) => (key === 'data' ? { toJS: () => data } : key === 'slug' ? `${slug}/index` : undefined) }
}

function control(props: Partial<TranslationSourceControlProps>, editLanguage: 'de' | 'fr' = 'de') {
  const entry = entryOf('choosing-on-premises-or-cloud')
  const html = renderToString(
    <I18nextProvider i18n={createI18n(editLanguage, ['translation-status'])}>
      <TranslationSourceStatus
        props={{ onChange: () => {}, forID: 'source', classNameWrapper: '', getEntry: () => entry, ...props }}
        editLanguage={editLanguage}
      />
    </I18nextProvider>,
  )
  return parse(html)
}

describe('the translation-source control', () => {
  it('records the version the build computes from the saved English file, so a saved translation reads as current', () => {
    const file = 'src/content/blog/choosing-on-premises-or-cloud/index.en.md'
    const built = readPostSource(readFileSync(join(blogDir, '..', '..', '..', file), 'utf8'), file).version
    expect(postSourceVersion(englishText(entryOf('choosing-on-premises-or-cloud'))!)).toBe(built)
  })

  it('in a translation that records the English as it is, says it is up to date, and offers nothing to press', () => {
    const current = postSourceVersion(englishText(entryOf('choosing-on-premises-or-cloud'))!)
    const shown = control({ locale: 'de', value: current })
    expect(shown.text).toBe('Auf dem Stand des englischen Originals.')
    expect(shown.querySelector('button')).toBeNull()
  })

  it('in a translation made from an earlier English, says so in the editor’s language and offers to mark it', () => {
    const shown = control({ locale: 'fr', value: '0123456789' }, 'fr')
    expect(shown.querySelector('strong')!.text).toBe(
      'L’original anglais a changé depuis que cette traduction a été faite.',
    )
    expect(shown.querySelector('button')!.text).toBe('Marquer comme traduite de l’original actuel')
    expect(shown.querySelector('a')!.getAttribute('href')).toBe('/translation-status/fr/')
  })

  it('in a translation that records nothing, says that', () => {
    expect(control({ locale: 'de' }).querySelector('strong')!.text).toBe(
      'Diese Übersetzung hält nicht fest, nach welcher Fassung des englischen Originals sie entstanden ist.',
    )
  })

  it('in the English pane, only says what translations record', () => {
    const shown = control({ locale: 'en' })
    expect(shown.text).toBe(
      'Das englische Original. Jede Übersetzung hält fest, nach welcher Fassung dieses Textes sie entstanden ist.',
    )
    expect(shown.querySelector('button')).toBeNull()
  })
})
