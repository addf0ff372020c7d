/**
 * Where a collection's Markdown lives: <folder>/<slug>/index.<language>.md, one folder per entry,
 * its images beside it. The blog (src/content/blog/postFiles.ts) and the glossary
 * (src/content/glossary/glossaryFiles.ts) are two folders of this one layout, so the build, the
 * content editor (Decap's "multiple_files" i18n layout writes exactly this name), the translation
 * records and the tools read every collection the same way.
 */
import type { Language } from '../../../routes.config'

export interface CollectionFiles {
  /** The folder, from the repository's root: 'src/content/blog'. */
  readonly folder: string
  /** The file name of an entry's text in one language. */
  fileName(language: Language | string): string
  /** Repository path of an entry's text, for messages and links. */
  filePath(slug: string, language: Language | string): string
  /** Slug and language of a path relative to the folder ("<slug>/index.<language>.md"), or null. */
  parsePath(relativePath: string): { slug: string; language: string } | null
}

export function collectionFiles(folder: string): CollectionFiles {
  const fileName = (language: Language | string) => `index.${language}.md`
  return {
    folder,
    fileName,
    filePath: (slug, language) => `${folder}/${slug}/${fileName(language)}`,
    parsePath(relativePath) {
      const match = /^([^/]+)\/index\.([^/.]+)\.md$/.exec(relativePath)
      return match ? { slug: match[1]!, language: match[2]! } : null
    },
  }
}
