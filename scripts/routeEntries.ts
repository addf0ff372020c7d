/** The manifest expanded for Node scripts: blog slugs come from the Markdown files on disk. */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { postSlugsFromFiles } from '../src/content/blog/postFiles'
import { expandRoutes, type RouteEntry } from '../src/routing/routeTable'

export const projectRoot = join(import.meta.dirname, '..')
export const distDir = join(projectRoot, 'dist')
const blogDir = join(projectRoot, 'src/content/blog')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [relative(blogDir, path)] : []
  })
}

export function postSlugsOnDisk() {
  return postSlugsFromFiles(markdownFiles(blogDir))
}

export function routeEntries(): RouteEntry[] {
  return expandRoutes(postSlugsOnDisk())
}
