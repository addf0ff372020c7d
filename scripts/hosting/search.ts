/**
 * Full-text search index of the built site with Pagefind: one index per language (Pagefind
 * splits by <html lang>), covering the <main> of every indexable page (data-pagefind-body).
 */
import { join } from 'node:path'
import { close, createIndex } from 'pagefind'

export async function writeSearchIndex(distDir: string): Promise<{ pages: number }> {
  const { index, errors } = await createIndex({})
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`)
  const added = await index.addDirectory({ path: distDir, glob: '**/*.html' })
  if (added.errors.length) throw new Error(`Pagefind could not index dist/: ${added.errors.join('; ')}`)
  const written = await index.writeFiles({ outputPath: join(distDir, 'pagefind') })
  if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`)
  await close()
  return { pages: added.page_count }
}
