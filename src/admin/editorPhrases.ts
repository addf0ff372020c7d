/**
 * Decap's interface in the language being edited (its `locale` setting, src/admin/cmsConfig.ts),
 * with the phrases this site words differently laid over Decap's own: Decap merges a registered
 * locale over its English one (decap-cms-locales' README), so a copy of the language's phrases
 * with ours in place is registered under the same name. The local editor never says "Publish":
 * it saves files on this computer (review ED-4).
 */
import type CMS from 'decap-cms-app'
import type { Language } from '../../routes.config'
import { editorText, type Phrases } from './editorText'

type PhraseTree = { [key: string]: string | PhraseTree }

/** `phrases` ({"a.b.c": text}) written into a copy of `tree`. */
export function withPhrases(tree: PhraseTree, phrases: Phrases): PhraseTree {
  const copy = structuredClone(tree)
  for (const [path, text] of Object.entries(phrases)) {
    const keys = path.split('.')
    let node = copy
    for (const key of keys.slice(0, -1)) {
      const next = node[key]
      node = typeof next === 'object' ? next : (node[key] = {})
    }
    node[keys.at(-1)!] = text
  }
  return copy
}

export function registerEditorPhrases(cms: typeof CMS, language: Language, local: boolean): void {
  const { phrases, localPhrases } = editorText(language)
  const own = (cms.getLocale(language) ?? {}) as PhraseTree
  cms.registerLocale(language, withPhrases(own, { ...phrases, ...(local ? localPhrases : {}) }) as never)
}
