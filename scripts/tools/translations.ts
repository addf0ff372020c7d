/**
 * `npm run translations`: which translations are behind their English source, unrecorded or
 * missing (the build's report, without a build).
 *
 * `npm run translations:record -- <what>…`: records translations as made from the English as it is
 * now, once they say what it says (docs/translations.md). `<what>` is a post's translation
 * (src/content/blog/<slug>/index.<language>.md), a glossary entry's
 * (src/content/glossary/<slug>/index.<language>.md), a locale file (locales/<language>/<namespace>.json,
 * all its strings) or one string of it (locales/<language>/<namespace>.json#hero.title). `--all`
 * records every translation of every language: only after someone has checked every one.
 */
import { defaultLanguage, languages, type Language } from '../../routes.config'
import { postFiles } from '../../src/content/blog/postFiles'
import { glossaryFiles } from '../../src/content/glossary/glossaryFiles'
import { recordPost, englishStringVersions, recordStrings } from '../content/translationRecords'
import { reportSummary } from '../content/translationReport'
import { sourceHistory } from '../content/sourceHistory'
import { englishPostSlugs, localeNamespaces, readTranslationReport } from '../content/translationStatus'
import { projectRoot } from '../shared/projectPaths'

/** The collections whose translations record their English file by file. */
const collections = [postFiles, glossaryFiles]
const translations = languages.filter((language) => language !== defaultLanguage)
const isTranslation = (language: string): language is Language => (translations as readonly string[]).includes(language)

function usage(problem: string): never {
  console.error(
    `${problem}\nUsage: npm run translations:record -- src/content/blog/<slug>/index.<language>.md | src/content/glossary/<slug>/index.<language>.md | locales/<language>/<namespace>.json[#key] | --all`,
  )
  process.exit(2)
}

function record(what: string): string[] {
  if (what === '--all')
    return [
      ...collections.flatMap((files) =>
        englishPostSlugs(projectRoot, files).flatMap((slug) =>
          translations.flatMap((language) => record(files.filePath(slug, language))),
        ),
      ),
      ...translations.flatMap((language) =>
        localeNamespaces(projectRoot).flatMap((namespace) => record(`locales/${language}/${namespace}.json`)),
      ),
    ]
  const files = collections.find((collection) => what.startsWith(`${collection.folder}/`))
  const post = files ? files.parsePath(what.slice(files.folder.length + 1)) : null
  if (files && post) {
    if (!isTranslation(post.language)) usage(`${what} is not a translation.`)
    try {
      const version = recordPost(projectRoot, post.slug, post.language, files)
      return version ? [`${what}: sourceVersion ${version}`] : []
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [] // a language the post is not written in
      throw error
    }
  }
  const strings = /^locales\/([a-z]{2})\/([\w-]+)\.json(?:#(.+))?$/.exec(what)
  if (!strings) usage(`${what} is neither a post's or glossary entry's translation nor a locale file.`)
  const [, language, namespace, key] = strings as unknown as [string, string, string, string | undefined]
  if (!isTranslation(language)) usage(`${what} is not a translation.`)
  const versions = englishStringVersions(projectRoot, namespace)
  const chosen = key === undefined ? versions : new Map([...versions].filter(([id]) => id === `${namespace}:${key}`))
  if (key !== undefined && chosen.size === 0)
    usage(`locales/${defaultLanguage}/${namespace}.json has no string ${key}.`)
  const changed = recordStrings(projectRoot, language, chosen)
  return changed > 0 ? [`${what}: ${changed} strings recorded`] : []
}

const [command, ...targets] = process.argv.slice(2)
if (command === 'record') {
  if (targets.length === 0) usage('Name what to record.')
  const done = targets.flatMap(record)
  console.log(done.length > 0 ? done.join('\n') : 'Everything named was already recorded as up to date.')
}
console.log(reportSummary(readTranslationReport(projectRoot, sourceHistory(projectRoot)), Infinity).join('\n'))
