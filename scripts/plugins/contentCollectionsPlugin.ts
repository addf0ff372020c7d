/**
 * Serves the content collections to the app: the blog and the glossary (scripts/content/
 * collectionContent.ts reads both). Every published entry is validated when a build starts, so
 * one bad file stops the build with its name. The client build writes each collection's data
 * documents (scripts/content/blogDocuments.ts, glossaryContent.ts) into dist/blog-data/ and
 * dist/glossary-data/; the app reads them through `virtual:content-data`: loadContentDocument(url),
 * a fetch in the browser, a file read from dist/ in the prerender (which runs after the client
 * build). No module lists every post, so neither the bundle nor any page grows with the blog.
 *
 * In development the documents are made on request from the entries in memory, drafts included
 * (marked as drafts on their pages and cards); the plugin watches each collection's folder and
 * reads it again when a file is added, changed or deleted, then reloads open pages. The server render
 * asks the dev server for a document as the browser does, so both see the same, current posts.
 * A post or entry the build would refuse is left out until it is fixed: its own page shows the
 * build's message in Vite's error overlay, every other page renders and names it in a notice
 * (scripts/plugins/devProblems.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { postFilePath } from '../../src/content/blog/postFiles'
import { blogDataPaths } from '../../src/routing/blogDataPaths'
import { localizedPath } from '../../src/routing/localizedPath'
import { blogDir, loadBlogContent, postImageFiles, type BlogContent, type PostImages } from '../content/blogContent'
import { checkCoverImages } from '../content/postCovers'
import { buildResponsiveImages } from '../content/postImages'
import { blogDocuments } from '../content/blogDocuments'
import { glossaryDir, glossaryDocuments, loadGlossary, type GlossaryContent } from '../content/glossaryContent'
import type { CollectionProblem } from '../content/collectionContent'
import { glossaryFiles } from '../../src/content/glossary/glossaryFiles'
import { glossaryDataPaths } from '../../src/routing/glossaryDataPaths'
import type { Language } from '../../routes.config'
import { buildCacheDir, distDir } from '../shared/projectPaths'
import { asyncMiddleware } from './asyncMiddleware'
import { devProblemsOf } from './devProblems'
import { exactly } from './hookFilter'

const dataId = 'virtual:content-data'

/**
 * The loader that fetches documents: the browser's from its own origin; the dev server's render
 * from the dev server's address. Null for a document that does not exist (a post never written in that language).
 */
const fetchLoader = (origin: string) => `export async function loadContentDocument(url) {
  const response = await fetch(${JSON.stringify(origin)} + url)
  if (response.status === 404) return null
  if (!response.ok) throw new Error(\`Loading \${url} failed with status \${response.status}.\`)
  return response.json()
}`

/** Where the dev server answers, for its own render's requests. */
function devOrigin(server: ViteDevServer): string {
  const url = server.resolvedUrls?.local[0]
  if (!url)
    throw new Error(
      'The dev server has no local address yet: the blog plugin needs it to render posts. Start it with server.listen().',
    )
  return url.replace(/\/+$/, '')
}

/** The prerender's loader reads what the client build wrote, from the absolute path of dist/. */
const prerenderLoader = (root: string) => `import { readFile } from 'node:fs/promises'
const root = ${JSON.stringify(root)}
export async function loadContentDocument(url) {
  try {
    return JSON.parse(await readFile(root + url, 'utf8'))
  } catch (error) {
    if (error.code === 'ENOENT') return null
    throw error
  }
}`

/** Written synchronously: thousands of small files one after another (1.6 s → 0.35 s for a blog of a thousand posts). */
function writeDocuments(outDir: string, documents: Iterable<[url: string, make: () => unknown]>): number {
  let count = 0
  const made = new Set<string>()
  for (const [url, make] of documents) {
    const file = join(outDir, url)
    if (!made.has(dirname(file))) {
      mkdirSync(dirname(file), { recursive: true })
      made.add(dirname(file))
    }
    writeFileSync(file, JSON.stringify(make()))
    count += 1
  }
  return count
}

/** A document from a collection's documents, or undefined when it holds none at that URL. */
function documentAt(url: string, documents: Iterable<[url: string, make: () => unknown]>): unknown {
  for (const [path, make] of documents) if (path === url) return make()
  return undefined
}

/** Pathnames alike whatever their trailing slash. */
const samePage = (pathname: string, path: string) => pathname.replace(/\/$/, '') === path.replace(/\/$/, '')

/** Where the dev server reports a collection's problems (scripts/plugins/devProblems.ts). */
type DevProblems = ReturnType<typeof devProblemsOf>

/**
 * Reads a collection again for the dev server, reporting instead of stopping (issue 41): a file the
 * build would refuse is left out and reported on its page (`pageOf`), every other page names it;
 * what no single file is to blame for (a file where none belongs, two slugs alike) stops every
 * page. Answers whether the collection could be read; a fixed file's report is withdrawn.
 */
function devReader(
  problems: DevProblems,
  collection: {
    source: string
    fileOf: (slug: string, language: Language) => string
    pageOf: (slug: string, language: Language) => string
    read: (onProblem: (problem: CollectionProblem) => void) => void
  },
): () => boolean {
  let refused = new Set<string>()
  return () => {
    const now = new Set<string>()
    try {
      collection.read(({ error, slug, language }) => {
        const source = `${collection.source} ${collection.fileOf(slug, language)}`
        now.add(source)
        const page = collection.pageOf(slug, language)
        problems.report(source, error, (pathname) => samePage(pathname, page))
      })
    } catch (error) {
      problems.report(collection.source, error as Error)
      return false
    }
    problems.report(collection.source, null)
    for (const source of refused) if (!now.has(source)) problems.report(source, null)
    refused = now
    return true
  }
}

const pluginName = 'vaultline:blog-content'
const glossaryPluginName = 'vaultline:glossary-content'

export function contentCollectionsPlugin(): Plugin {
  let content: BlogContent | undefined
  let glossary: GlossaryContent | undefined
  let ssrBuild = false
  let outDir = distDir
  let devServer: ViteDevServer | undefined
  const devOutDir = join(buildCacheDir, 'dev')
  let devImages: Promise<PostImages> = Promise.resolve(new Map())
  return {
    name: pluginName,
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr)
      outDir = join(config.root, config.build.outDir)
    },
    async buildStart() {
      // The server bundle only needs the loader; the client build reads and checks every post.
      // The dev server reads them itself (configureServer), reporting instead of stopping.
      if (ssrBuild || devServer) return
      content = loadBlogContent({ includeDrafts: false })
      glossary = loadGlossary()
      // A cover too small or unreadable stops the build now, not after the bundle is built.
      await checkCoverImages(content)
    },
    resolveId: { filter: { id: exactly(dataId) }, handler: () => `\0${dataId}` },
    load: {
      filter: { id: exactly(`\0${dataId}`) },
      handler(_, options) {
        if (!options?.ssr) return fetchLoader('')
        return devServer ? fetchLoader(devOrigin(devServer)) : prerenderLoader(distDir)
      },
    },
    async buildEnd() {
      // The dev server closing: let the images it is building finish writing, so nobody removes the folder under them.
      if (devServer) await devImages
    },
    async writeBundle() {
      if (ssrBuild || !content) return
      const started = performance.now()
      const images = await buildResponsiveImages(postImageFiles(content), {
        outDir,
        cacheDir: join(buildCacheDir, 'post-images'),
      })
      const imageSeconds = (performance.now() - started) / 1000
      const count = writeDocuments(outDir, blogDocuments(content, images))
      console.log(
        `[blog] ${count} data documents in ${blogDataPaths.root}/, ${images.size} post images in assets/posts/ (${imageSeconds.toFixed(2)} s)`,
      )
      if (glossary) {
        const terms = writeDocuments(outDir, glossaryDocuments(glossary))
        console.log(
          `[glossary] ${terms} data documents in ${glossaryDataPaths.root}/ (${glossary.entries.length} entries)`,
        )
      }
    },
    configureServer(server) {
      devServer = server
      const problems = devProblemsOf(server)
      const readPosts = devReader(problems, {
        source: pluginName,
        fileOf: postFilePath,
        // A refused post keeps only its own page from rendering.
        pageOf: (slug, language) => localizedPath({ page: 'blogPost', language, params: { slug } }),
        read: (onProblem) => {
          content = loadBlogContent({ includeDrafts: true, onProblem })
          // The dev server builds the posts' images into a folder of its own and serves them from there.
          const posts = content
          devImages = checkCoverImages(posts)
            .then(() =>
              buildResponsiveImages(postImageFiles(posts), {
                outDir: devOutDir,
                cacheDir: join(buildCacheDir, 'post-images'),
              }),
            )
            .then(
              (images) => {
                problems.report(`${pluginName} images`, null)
                return images
              },
              (error: unknown) => {
                problems.report(`${pluginName} images`, error as Error)
                return new Map()
              },
            )
        },
      })
      const readGlossary = devReader(problems, {
        source: glossaryPluginName,
        fileOf: glossaryFiles.filePath,
        // A refused entry keeps the glossary page of its language from rendering.
        pageOf: (_slug, language) => localizedPath({ page: 'glossary', language }),
        read: (onProblem) => {
          glossary = loadGlossary({ onProblem })
        },
      })
      const readers = [
        { dir: blogDir, read: readPosts },
        { dir: glossaryDir, read: readGlossary },
      ]
      for (const { read } of readers) read()
      server.watcher.on('all', (event, file) => {
        if (!['add', 'change', 'unlink', 'unlinkDir'].includes(event)) return
        const reader = readers.find(({ dir }) => file.startsWith(dir + sep))
        // Entries are not modules, so nothing else tells open pages (their data is cached in the page) to reload.
        if (reader?.read()) server.ws.send({ type: 'full-reload', path: '*' })
      })
      server.middlewares.use('/assets/posts', (request, response, next) => {
        const file = join(devOutDir, 'assets', 'posts', (request.url ?? '').split('?')[0]!.replace(/^\/+/, ''))
        if (!file.startsWith(join(devOutDir, 'assets', 'posts')) || !existsSync(file)) return next()
        response.setHeader(
          'Content-Type',
          `image/${file.endsWith('.avif') ? 'avif' : file.endsWith('.webp') ? 'webp' : 'png'}`,
        )
        response.end(readFileSync(file))
      })
      // The dev server answers document URLs from memory; each request renders only what it asks for.
      server.middlewares.use(glossaryDataPaths.root, (request, response, next) => {
        const document =
          glossary &&
          documentAt(`${glossaryDataPaths.root}${request.url?.split('?')[0] ?? ''}`, glossaryDocuments(glossary))
        if (document === undefined) return next()
        response.setHeader('Content-Type', 'application/json; charset=utf-8')
        response.setHeader('Cache-Control', 'no-store')
        response.end(JSON.stringify(document))
      })
      server.middlewares.use(
        blogDataPaths.root,
        asyncMiddleware(async (request, response, next) => {
          const url = `${blogDataPaths.root}${request.url?.split('?')[0] ?? ''}`
          const posts = content
          if (!posts) return next()
          try {
            for (const [path, make] of blogDocuments(posts, await devImages)) {
              if (path !== url) continue
              response.setHeader('Content-Type', 'application/json; charset=utf-8')
              response.setHeader('Cache-Control', 'no-store')
              response.end(JSON.stringify(make()))
              return
            }
          } catch (error) {
            // Vite's error middleware answers it; an async middleware must not throw past connect.
            return next(error)
          }
          next()
        }),
      )
    },
  }
}

/**
 * Only the browser's loader, for a bundle built apart from the site that reads the documents a
 * site build wrote: the content editor's previews (scripts/admin/buildEditor.ts) on the same origin.
 */
export function contentDataLoaderPlugin(): Plugin {
  return {
    name: 'vaultline:content-data-loader',
    resolveId: { filter: { id: exactly(dataId) }, handler: () => `\0${dataId}` },
    load: { filter: { id: exactly(`\0${dataId}`) }, handler: () => fetchLoader('') },
  }
}
