/**
 * The glossary: a second collection on the blog's pipeline (scripts/content/collectionContent.ts).
 * Each entry is src/content/glossary/<slug>/index.<language>.md: the term, a one-sentence
 * definition, a short explanation in Markdown and, optionally, the page of the site that goes on
 * from it. Read, checked and tracked for stale translations as posts are; the glossary page shows
 * every entry of its language from one data document.
 */
import { join } from 'node:path'
import { defaultLanguage, languages, type Language } from '../../routes.config'
import { renderPostMarkdown } from '../../src/content/blog/postMarkdown'
import { glossaryFiles } from '../../src/content/glossary/glossaryFiles'
import { glossaryFrontMatter, isUnwrittenGlossaryTranslation } from '../../src/content/glossary/glossarySchema'
import type { GlossaryEntry } from '../../src/content/glossary/glossaryTypes'
import { glossaryDataPaths } from '../../src/routing/glossaryDataPaths'
import { buildError, InvalidCollectionEntry } from '../../src/errors/buildErrors'
import { interpolateFacts } from './blogContent'
import { readCollection, type CollectionDefinition, type CollectionProblem } from './collectionContent'
import { splitFrontMatter } from './frontMatter'
import { imageReferences } from './postImages'

export const glossaryDir = join(import.meta.dirname, '..', '..', glossaryFiles.folder)

const noun = 'glossary entry'
const docs = 'docs/collections.md'

/** Reads one entry's file; null for a translation nobody has written yet. */
function parseGlossaryEntry(
  source: string,
  file: string,
  slug: string,
  language: Language,
): (Omit<GlossaryEntry, 'languages' | 'draft' | 'staleTranslation'> & { draft: boolean }) | null {
  if (source.trim() === '') return null
  const { data, body } = splitFrontMatter(interpolateFacts(source, language, file), file)
  if (language !== defaultLanguage && isUnwrittenGlossaryTranslation(data, body)) return null
  const problems: { field: string; problem: string }[] = []
  const result = glossaryFrontMatter.safeParse(data ?? {})
  if (!result.success)
    for (const issue of result.error.issues) {
      const field =
        issue.path.length > 0
          ? issue.path.join('.')
          : issue.code === 'unrecognized_keys'
            ? issue.keys.join(', ')
            : '(front matter)'
      problems.push({ field, problem: issue.message })
    }
  // An entry explains one term in a few paragraphs: the page's headings are the terms themselves.
  if (body.trim() === '')
    problems.push({ field: '(body)', problem: 'is empty: explain the term below the closing --- line' })
  if (/^#{1,6}\s/m.test(body))
    problems.push({
      field: '(body)',
      problem: 'has a heading: an entry is a few paragraphs, and its term is the heading',
    })
  if (imageReferences(body).length > 0)
    problems.push({ field: '(body)', problem: 'shows an image: an entry has none; explain it in a post and link that' })
  if (problems.length > 0 || !result.success) throw buildError(InvalidCollectionEntry, { file, problems, noun, docs })
  const meta = result.data
  const { html } = renderPostMarkdown(body, () => '', 0)
  return {
    slug,
    language,
    title: meta.title,
    description: meta.description,
    html,
    ...(meta.page === undefined ? {} : { page: meta.page }),
    draft: false,
  }
}

export const glossaryCollection: CollectionDefinition<GlossaryEntry> = {
  noun,
  files: glossaryFiles,
  parse: (source, file, slug, language) => parseGlossaryEntry(source, file, slug, language),
}

export interface GlossaryContent {
  dir: string
  entries: GlossaryEntry[]
}

/** Every entry in every language; throws a BuildError naming the file unless `onProblem` takes it (the dev server). */
export function loadGlossary(
  options: { dir?: string; onProblem?: (problem: CollectionProblem) => void } = {},
): GlossaryContent {
  const dir = options.dir ?? glossaryDir
  return {
    dir,
    entries: readCollection(glossaryCollection, { dir, ...(options.onProblem && { onProblem: options.onProblem }) }),
  }
}

/**
 * The glossary's data documents: one per language, its entries in the language's alphabetical
 * order. An entry not yet translated is there in English (its `language` says so), so a language's
 * glossary never silently lacks a term the English has.
 */
export function* glossaryDocuments(content: GlossaryContent): Generator<[path: string, make: () => unknown]> {
  for (const language of languages) {
    const collator = new Intl.Collator(language)
    const make = (): GlossaryEntry[] => {
      const translated = content.entries.filter((entry) => entry.language === language)
      const written = new Set(translated.map((entry) => entry.slug))
      const untranslated = content.entries.filter(
        (entry) => entry.language === defaultLanguage && !written.has(entry.slug),
      )
      return [...translated, ...untranslated].sort((a, b) => collator.compare(a.title, b.title))
    }
    yield [glossaryDataPaths.terms(language), make]
  }
}
