/**
 * The content rules (src/contentRules/) in the editor. Before Decap saves an entry (a post, a glossary
 * entry, a page's copy), every language
 * of it that has been written is checked, and a hard rule broken in any language refuses the
 * save with what to change, in the editor's language (Decap's `preSave` event: a handler that
 * throws stops the save, and Decap shows the message). Decap itself enforces `required` only in
 * the default language's pane (decaporg/decap-cms#5653), so without this a translation missing
 * a field was saved and the build refused it later (review ED-1).
 */
import type CMS from 'decap-cms-app'
import { defaultLanguage, languages, type Language } from '../../routes.config'
import { isUnwrittenTranslation, languageNeutralFields } from '../content/blog/postSchema'
import { copyFindings } from '../contentRules/copyRules'
import { errorsOf, type RuleFinding } from '../contentRules/findings'
import { findingLine, ruleWords } from '../contentRules/messages'
import { postFindings } from '../contentRules/postRules'
import { glossaryFindings } from '../contentRules/glossaryRules'
import { glossaryNeutralFields, isUnwrittenGlossaryTranslation } from '../content/glossary/glossarySchema'
import { editorCollections } from '../routing/editorLink'
import { languageOfCollection } from './previews/pageOfNamespace'

/** What a post's or a page's copy's entry holds, as plain data: the default language's fields, and each other language's. */
export interface EntryData {
  collection: string
  /** The entry's slug: a post's folder, or a page copy file's namespace. */
  slug: string
  data: Record<string, unknown> | undefined
  i18n: Partial<Record<Language, Record<string, unknown> | undefined>>
}

/** The findings of one language of an entry. */
export interface LanguageFindings {
  language: Language
  findings: RuleFinding[]
}

/** A post's fields in one language split into front matter and body, as the file will hold them. */
function postText(fields: Record<string, unknown>) {
  const { body, ...data } = fields
  return { data, body: typeof body === 'string' ? body : '' }
}

/**
 * A post's findings in one language, or null when that language is not written (the build skips it
 * too). A translation's language-neutral fields are English's, which the editor copies into it:
 * what is wrong with them is said once, of English, where they are entered.
 */
export function postLanguageFindings(fields: Record<string, unknown> | undefined, language: Language) {
  if (!fields) return null
  const { data, body } = postText(fields)
  if (language === defaultLanguage) return postFindings({ data, body }, language)
  if (isUnwrittenTranslation(data, body)) return null
  return postFindings({ data, body }, language).filter((finding) => !languageNeutralFields.includes(finding.field))
}

/**
 * A glossary entry's findings in one language, or null when that language is not written (the build
 * skips it too). As with a post, the linked page is English's and is spoken of once, there.
 */
function glossaryLanguageFindings(fields: Record<string, unknown> | undefined, language: Language) {
  if (!fields) return null
  const { data, body } = postText(fields)
  if (language === defaultLanguage) return glossaryFindings({ data, body }, language)
  if (isUnwrittenGlossaryTranslation(data, body)) return null
  return glossaryFindings({ data, body }, language).filter((finding) => !glossaryNeutralFields.includes(finding.field))
}

/** Every written language of an entry with what the rules find in it. */
export function entryFindings(entry: EntryData): LanguageFindings[] {
  if (entry.collection === editorCollections.glossary) {
    return languages.flatMap((language) => {
      const findings = glossaryLanguageFindings(
        language === defaultLanguage ? entry.data : entry.i18n[language],
        language,
      )
      return findings ? [{ language, findings }] : []
    })
  }
  if (entry.collection === editorCollections.posts) {
    return languages.flatMap((language) => {
      const findings = postLanguageFindings(language === defaultLanguage ? entry.data : entry.i18n[language], language)
      return findings ? [{ language, findings }] : []
    })
  }
  const language = languageOfCollection(entry.collection)
  return language && entry.data ? [{ language, findings: copyFindings(entry.slug, entry.data, language) }] : []
}

/** The refusal Decap shows in its "Not saved: %{details}" notice: Decap writes the error with String(). */
export class RefusedSave extends Error {
  override toString(): string {
    return this.message
  }
}
// On the prototype, so the stack Decap logs to the console starts with it too.
RefusedSave.prototype.name = 'RefusedSave'

/** The message of a refusal: how many problems, then each with its language, field, problem and fix. */
export function refusal(found: readonly LanguageFindings[], uiLanguage: Language): string | null {
  const errors = found.flatMap(({ language, findings }) =>
    errorsOf(findings).map((finding) => findingLine(finding, uiLanguage, language)),
  )
  if (errors.length === 0) return null
  return `${ruleWords(uiLanguage).refused(errors.length)} ${errors.map((line, index) => `(${index + 1}) ${line}`).join(' ')}`
}

/** Decap's entry (an Immutable map) as plain data. */
interface ImmutableEntry {
  get(key: string): unknown
  getIn(path: string[]): unknown
}
const plain = (value: unknown) =>
  (value as { toJS?: () => Record<string, unknown> } | undefined)?.toJS?.() as Record<string, unknown> | undefined

function entryDataOf(entry: ImmutableEntry): EntryData {
  return {
    collection: String(entry.get('collection')),
    slug: String(entry.get('slug') ?? ''),
    data: plain(entry.get('data')),
    i18n: Object.fromEntries(languages.map((language) => [language, plain(entry.getIn(['i18n', language, 'data']))])),
  }
}

/** Refuses every save that breaks a hard rule in any written language of the entry. */
export function registerContentRules(cms: typeof CMS, uiLanguage: Language): void {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableEntry }) => {
      const message = refusal(entryFindings(entryDataOf(entry)), uiLanguage)
      if (message) throw new RefusedSave(message)
    },
  } as never)
}
