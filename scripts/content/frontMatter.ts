/** A post file's YAML front matter and Markdown body, for the build and for the translation records. */
import { parse as parseYaml } from 'yaml'
import { buildError, InvalidPostFrontMatter, MissingPostFrontMatter } from '../../src/errors/buildErrors'
import { isUnwrittenTranslation } from '../../src/content/blog/postSchema'

/** A post file's front matter (parsed) and Markdown body; a file without front matter stops the build. */
export function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw buildError(MissingPostFrontMatter, { file })
  let data: unknown
  try {
    data = parseYaml(match[1]!, { schema: 'core' })
  } catch (error) {
    throw buildError(InvalidPostFrontMatter, {
      file,
      problems: [{ field: '(yaml)', problem: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` }],
    })
  }
  return { data, body: match[2] ?? '' }
}

/**
 * A translation's file nobody has written yet: empty, or holding only the fields the editor copies
 * from English and no text of its own (src/content/collections/unwrittenTranslation.ts; a post's
 * fields by default, another collection's by its own test). It is no translation.
 */
export function isUnwrittenPostFile(
  source: string,
  file: string,
  unwritten: (data: unknown, body: string) => boolean = isUnwrittenTranslation,
): boolean {
  if (source.trim() === '') return true
  const { data, body } = splitFrontMatter(source, file)
  return unwritten(data, body)
}
