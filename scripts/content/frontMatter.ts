/** A post file's YAML front matter and Markdown body, for the build and for the translation records. */
import { parse as parseYaml } from 'yaml'
import { buildError, InvalidPostFrontMatter, MissingPostFrontMatter } from '../../src/errors/buildErrors'

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
      field: '(yaml)',
      problem: `is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    })
  }
  return { data, body: match[2] ?? '' }
}
