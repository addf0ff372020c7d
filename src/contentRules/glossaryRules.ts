/**
 * The content rules for one glossary entry in one language, run where it is written: the editor
 * before a save (src/admin/contentRules.ts) and the dev server on the glossary page. The rules on
 * what it says are a post's (textFindings); its fields' lengths are the form's and the build's
 * (src/content/glossary/glossarySchema.ts), and dist-check reads the built page by the same
 * sentence rules.
 */
import type { Language } from '../../routes.config'
import type { RuleFinding } from './findings'
import { glossaryFrontMatter } from '../content/glossary/glossarySchema'
import { frontMatterFindings, textFindings, textOf, type PostRuleOptions, type PostText } from './postRules'

export function glossaryFindings(entry: PostText, language: Language, options: PostRuleOptions = {}): RuleFinding[] {
  // Worded for a term (messages.ts glossaryNeeds). Decap requires fields in English only, so this
  // is where the editor catches a translation without its term or definition.
  const fields = frontMatterFindings(entry.data, glossaryFrontMatter).map(
    (finding): RuleFinding => ({ ...finding, collection: 'glossary' }),
  )
  return [
    ...fields,
    ...textFindings(
      entry.body,
      [
        ['title', textOf(entry.data.title)],
        ['description', textOf(entry.data.description)],
      ],
      language,
      options,
    ),
  ]
}
