/**
 * Serves the blog to the app. Every published post is validated when a build starts, so one bad
 * post stops the build with its file name. The client build writes the blog's data documents
 * (scripts/content/blogDocuments.ts) into dist/blog-data/; the app reads them through `virtual:blog-data`:
 * loadBlogDocument(url), a fetch in the browser, a file read from dist/ in the prerender (which
 * runs after the client build). No module lists every post, so neither the bundle nor any page
 * grows with the blog.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { blogDataPaths } from '../../src/routing/blogDataPaths'
import { blogDir, loadBlogContent, postImageFiles, type BlogContent, type PostImages } from '../content/blogContent'
import { checkCoverImages } from '../content/postCovers'
import { buildResponsiveImages } from '../content/postImages'
import { blogDocuments } from '../content/blogDocuments'
import { buildCacheDir, distDir } from '../content/routeEntries'

const dataId = 'virtual:blog-data'

/** The browser's loader: null for a document that does not exist (a post never written in that language). */
const browserLoader = `export async function loadBlogDocument(url) {
  const response = await fetch(url)
  if (response.status === 404) return null
  if (!response.ok) throw new Error(\`Loading \${url} failed with status \${response.status}.\`)
  return response.json()
}`

/** The prerender's loader reads what the client build wrote, from the absolute path of dist/. */
const prerenderLoader = (root: string) => `import { readFile } from 'node:fs/promises'
const root = ${JSON.stringify(root)}
export async function loadBlogDocument(url) {
  try {
    return JSON.parse(await readFile(root + url, 'utf8'))
  } catch (error) {
    if (error.code === 'ENOENT') return null
    throw error
  }
}`

async function writeBlogDocuments(outDir: string, content: BlogContent, images: PostImages): Promise<number> {
  let count = 0
  const made = new Set<string>()
  for (const [url, make] of blogDocuments(content, images)) {
    const file = join(outDir, url)
    if (!made.has(dirname(file))) {
      await mkdir(dirname(file), { recursive: true })
      made.add(dirname(file))
    }
    await writeFile(file, JSON.stringify(make()))
    count += 1
  }
  return count
}

export function blogContentPlugin(): Plugin {
  let content: BlogContent
  let ssrBuild = false
  let outDir = distDir
  const load = () => (content = loadBlogContent({ includeDrafts: false }))
  const devOutDir = join(buildCacheDir, 'dev')
  let devImages: Promise<PostImages> = Promise.resolve(new Map())
  const buildDevImages = () => (devImages = checkCoverImages(content).then(() => buildResponsiveImages(postImageFiles(content), { outDir: devOutDir, cacheDir: join(buildCacheDir, 'post-images') })))
  return {
    name: 'vaultline:blog-content',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr)
      outDir = join(config.root, config.build.outDir)
    },
    async buildStart() {
      // The server bundle only needs the loader; the client build reads and checks every post.
      if (ssrBuild) return
      load()
      // A cover too small or unreadable stops the build now, not after the bundle is built.
      await checkCoverImages(content)
    },
    resolveId(id) {
      return id === dataId ? `\0${id}` : undefined
    },
    load(id, options) {
      if (id === `\0${dataId}`) return options?.ssr ? prerenderLoader(distDir) : browserLoader
      return undefined
    },
    async writeBundle() {
      if (ssrBuild) return
      const started = performance.now()
      const images = await buildResponsiveImages(postImageFiles(content), { outDir, cacheDir: join(buildCacheDir, 'post-images') })
      const imageSeconds = (performance.now() - started) / 1000
      const count = await writeBlogDocuments(outDir, content, images)
      console.log(`[blog] ${count} data documents in ${blogDataPaths.root}/, ${images.size} post images in assets/posts/ (${imageSeconds.toFixed(2)} s)`)
    },
    configureServer(server) {
      load()
      // The dev server builds the posts' images into a folder of its own and serves them from there.
      buildDevImages()
      server.middlewares.use('/assets/posts', (request, response, next) => {
        const file = join(devOutDir, 'assets', 'posts', (request.url ?? '').split('?')[0]!.replace(/^\/+/, ''))
        if (!file.startsWith(join(devOutDir, 'assets', 'posts')) || !existsSync(file)) return next()
        response.setHeader('Content-Type', `image/${file.endsWith('.avif') ? 'avif' : file.endsWith('.webp') ? 'webp' : 'png'}`)
        response.end(readFileSync(file))
      })
      // The dev server answers document URLs from memory; each request renders only what it asks for.
      server.middlewares.use(blogDataPaths.root, async (request, response, next) => {
        const url = `${blogDataPaths.root}${request.url?.split('?')[0] ?? ''}`
        for (const [path, make] of blogDocuments(content, await devImages)) {
          if (path !== url) continue
          response.setHeader('Content-Type', 'application/json; charset=utf-8')
          response.end(JSON.stringify(make()))
          return
        }
        next()
      })
    },
    handleHotUpdate({ file }) {
      if (!file.startsWith(blogDir)) return
      load()
      buildDevImages()
    },
  }
}

/**
 * Only the browser's loader, for a bundle built apart from the site that reads the documents a
 * site build wrote: the content editor's previews (scripts/admin/buildEditor.ts) on the same origin.
 */
export function blogDataLoaderPlugin(): Plugin {
  return {
    name: 'vaultline:blog-data-loader',
    resolveId: (id) => (id === dataId ? `\0${id}` : undefined),
    load: (id) => (id === `\0${dataId}` ? browserLoader : undefined),
  }
}
