/**
 * Builds the content editor (src/admin/: Decap CMS and the site's components for its previews) as
 * a bundle of its own: no page of the site links to its code. Where it goes:
 *
 * - CMS_ORIGIN set (the production setup, docs/content-editor.md): an output of
 *   its own, dist-cms/, served at the root of that origin, holding nothing of the site but the
 *   content its previews show (locale files, the blog's data documents and post images); the
 *   site's /admin/ is then a page that points there.
 * - otherwise dist/admin/ on the site's own origin (small teams; docs/content-editor.md says what it shares), or,
 *   with no back end at all, a page at /admin/ that says the editor is not available here (the
 *   build's own line says what to set).
 *
 * The bundle depends only on code: its previews fetch the blog's data documents and the locale
 * files (copied beside it as plain JSON), so it is kept in .tmp/cache/editor/ under a fingerprint
 * of its inputs, and a rebuild after changing a post or a page's copy reuses it.
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { editorPath } from '../../routes.config'
import { contentDataLoaderPlugin } from '../plugins/contentCollectionsPlugin'
import { storeQrPlugin } from '../plugins/storeQrPlugin'
import { cmsBackendFrom, cmsBackendOrigins, cmsOriginFrom } from '../../src/admin/cmsBackendConfig'
import { buildError, InvalidEditorSetting } from '../../src/errors/buildErrors'
import type { CmsBackend } from '../../src/admin/cmsConfig'
import { editorMovedPage, notConnectedPage } from '../../src/admin/notConnectedPage'
import type { DeployHost } from '../../src/config/deployHost'
import { blogDataPaths } from '../../src/routing/blogDataPaths'
import { cacheRules } from '../../src/hosting/headerPolicy'
import { editorHeaders, headersFile, type HeaderRule } from '../hosting/headers'
import { site } from '../../src/config/site'
import { postsFolder } from '../../src/content/blog/postFiles'
import type { TranslationReport } from '../../src/content/translations/translationStatus'
import { sourceHistory } from '../content/sourceHistory'
import { readTranslationReport } from '../content/translationStatus'
import { writeTranslationStatusFiles } from './translationStatusFiles'

export interface EditorBuildOptions {
  projectRoot: string
  /** The site's output (dist/): /admin/ goes in it, and with CMS_ORIGIN the editor's own output goes beside it (editorSiteDir). */
  outDir: string
  /** Where built editors are kept between builds, or null for none. */
  cacheDir: string | null
  env: Record<string, string | undefined>
  /** The host the editor's own output is written for (its _headers dialect); Cloudflare's by default. */
  host?: DeployHost
  /** The build's translation report, for the editor's status page and notices; read from the project when not given. */
  translationReport?: TranslationReport
}

/** The translation report and status pages beside the editor (scripts/admin/translationStatusFiles.ts). */
function writeTranslationStatus(target: string, { projectRoot, translationReport }: EditorBuildOptions): void {
  writeTranslationStatusFiles(
    target,
    projectRoot,
    translationReport ?? readTranslationReport(projectRoot, sourceHistory(projectRoot)),
  )
}

/** Where CMS_ORIGIN's output goes: beside the site's. */
export const editorSiteDir = (siteOutDir: string) => join(dirname(resolve(siteOutDir)), 'dist-cms')

/** Everything the bundle is made of: code (not posts, not copy), the lockfile and the build settings. */
function inputFiles(root: string): string[] {
  const skip = new Set([join(root, postsFolder)])
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (skip.has(path)) return []
      return statSync(path).isDirectory() ? walk(path) : [path]
    })
  return [
    ...walk(join(root, 'src')),
    ...walk(join(root, 'scripts', 'admin')),
    ...walk(join(root, 'scripts', 'plugins')),
    join(root, 'routes.config.ts'),
    join(root, 'package-lock.json'),
  ]
}

/** The locale files as `<language>/<namespace>.json`: their names are part of the bundle, their text is not. */
function localeFiles(root: string): string[] {
  return readdirSync(join(root, 'locales'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.json'))
    .map((path) => path.split(sep).join('/'))
    .sort()
}

function fingerprintOf(root: string, defines: Record<string, string>): string {
  const hash = createHash('sha256').update(JSON.stringify(defines)).update(localeFiles(root).join('\n'))
  for (const file of inputFiles(root).sort())
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex').slice(0, 16)
}

/** Decap's config validation compiles code from strings at runtime (see src/admin/configValidatedInTests.ts). */
function withoutRuntimeConfigSchema(): Plugin {
  const replacement = join(import.meta.dirname, '..', '..', 'src', 'admin', 'configValidatedInTests.ts')
  return {
    name: 'vaultline:editor-config-validated-in-tests',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../constants/configSchema' &&
        importer &&
        /decap-cms-core[\\/]dist[\\/]esm[\\/]actions[\\/]config\.js$/.test(importer)
      )
        return replacement
      return null
    },
  }
}

/**
 * The previews draw the site's pages, and the sign-in, account and lead-form code on some of them
 * loads the Supabase client on demand. The editor never signs in or sends a lead, so the client is
 * left out of its bundle: a call to it fails with this message instead.
 */
function withoutSupabase(): Plugin {
  const id = '\0vaultline:editor-without-supabase'
  return {
    name: 'vaultline:editor-without-supabase',
    enforce: 'pre',
    resolveId: (source) => (source === '@supabase/supabase-js' ? id : null),
    load: (source) =>
      source === id
        ? `export function createClient() { throw new Error('The content editor does not sign in or send leads: its previews only show the pages.') }`
        : null,
  }
}

/** Where the editor reads a locale file at run time (copied there by buildEditor), below its base path. */
const editorLocalePath = (base: string, file: string) => `${base}locales/${file}`

/**
 * The site's locale loader (src/i18n/localeBundles.ts) imports each file as a module; in the
 * editor each import fetches the copied JSON instead, so changed copy needs no new bundle.
 */
function localesFetchedAtRunTime(base: string): Plugin {
  const prefix = '\0vaultline:editor-locale:'
  return {
    name: 'vaultline:editor-locales-fetched',
    enforce: 'pre',
    resolveId(source, importer) {
      // The id must not end in .json, or Vite's JSON plugin would parse the module below as JSON.
      const match = /(?:^|\/)locales\/([a-z]{2}\/[\w-]+)\.json$/.exec(source)
      return match && importer && /src[\\/]i18n[\\/]localeBundles\.ts$/.test(importer) ? `${prefix}${match[1]}` : null
    },
    load(id) {
      if (!id.startsWith(prefix)) return null
      const url = editorLocalePath(base, `${id.slice(prefix.length)}.json`)
      return `const response = await fetch(${JSON.stringify(url)})\nif (!response.ok) throw new Error(${JSON.stringify(`The preview could not load ${url} (HTTP `)} + response.status + ').')\nexport default await response.json()\n`
    },
  }
}

function copyLocales(root: string, target: string): void {
  for (const file of localeFiles(root)) {
    const destination = join(target, 'locales', file)
    mkdirSync(dirname(destination), { recursive: true })
    cpSync(join(root, 'locales', file), destination)
  }
}

type Built = 'editor' | 'from the cache'

/**
 * Runs a Vite build with NODE_ENV=production and gives the caller's value back after. The editor
 * is a production bundle whatever process builds it: with NODE_ENV=development left over (a dev
 * server started earlier in the same process, as in a browser-test worker) Vite compiles JSX for
 * React's development runtime while the bundle loads the production one, and the editor stops at
 * "jsxDEV is not a function". Left unset, Vite's build would set it for the whole process, and a
 * dev server started later would load React's production server renderer beside its development core.
 */
async function asProduction<T>(run: () => Promise<T>): Promise<T> {
  const callers = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return await run()
  } finally {
    if (callers === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = callers
  }
}

/** The editor's bundle for a back end at a base path, built into `target` (or copied from the cache), with the locale files beside it. */
async function bundleEditor({
  projectRoot,
  target,
  base,
  backend,
  cacheDir,
}: {
  projectRoot: string
  target: string
  base: string
  backend: CmsBackend
  cacheDir: string | null
}): Promise<Built> {
  const defines = {
    __CMS_BACKEND__: JSON.stringify(backend),
    __CMS_SITE_URL__: JSON.stringify(site.siteUrl),
    'process.env.NODE_ENV': JSON.stringify('production'),
  }
  const cached = cacheDir ? join(cacheDir, fingerprintOf(projectRoot, { ...defines, base })) : null
  if (cached && existsSync(join(cached, 'index.html'))) {
    cpSync(cached, target, { recursive: true })
    copyLocales(projectRoot, target)
    return 'from the cache'
  }
  // Loaded only to build: the build's last process loads this module while the pages render, and
  // Vite with these plugins took it a second of the core the render shares (Tailwind also puts a
  // module loader hook in front of every later import), for an editor that is mostly not connected or cached.
  const [{ build }, { default: react }, { default: tailwindcss }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('@tailwindcss/vite'),
  ])
  await asProduction(() =>
    build({
      configFile: false,
      root: join(projectRoot, 'src', 'admin'),
      base,
      logLevel: 'warn',
      // The previews render the site's pages: their blog data and store QR codes come as the site's do.
      plugins: [
        react(),
        tailwindcss(),
        withoutRuntimeConfigSchema(),
        withoutSupabase(),
        localesFetchedAtRunTime(base),
        contentDataLoaderPlugin(),
        storeQrPlugin(),
      ],
      define: { ...defines, global: 'globalThis' },
      build: {
        outDir: target,
        emptyOutDir: true,
        assetsInlineLimit: 0,
        chunkSizeWarningLimit: 6000,
        reportCompressedSize: false,
        target: 'es2022',
        rolldownOptions: {
          // Decap's dependencies call eval; the bundler says so four times with a code frame each, on
          // every first start of `npm run cms` (review ED-10). Ours never does (the editor's CSP forbids it).
          onwarn(warning, warn) {
            if (warning.code === 'EVAL' && warning.id?.includes('node_modules')) return
            warn(warning)
          },
        },
      },
    }),
  )
  if (cached && cacheDir) {
    rmSync(cacheDir, { recursive: true, force: true })
    mkdirSync(cached, { recursive: true })
    cpSync(target, cached, { recursive: true })
  }
  copyLocales(projectRoot, target)
  return 'editor'
}

/**
 * `_headers` of the editor's own origin: its headers on every response, HTML revalidated, hashed
 * assets cached for a year (Cloudflare detaches the first Cache-Control before the second).
 */
export function editorSiteHeadersFile(backend: CmsBackend, host: DeployHost): string {
  const rules: HeaderRule[] = [
    {
      pattern: '/*',
      headers: { ...editorHeaders(cmsBackendOrigins(backend)), 'Cache-Control': 'no-cache' },
      replaces: [],
    },
    { pattern: '/assets/*', headers: { 'Cache-Control': cacheRules.hashedAssets }, replaces: ['Cache-Control'] },
  ]
  return headersFile(rules, host)
}

/** What the previews show besides the copy: the blog's data documents and post images the site build wrote, when it did. */
function copyPreviewContent(siteOutDir: string, target: string): void {
  for (const folder of [blogDataPaths.root.replace(/^\//, ''), join('assets', 'posts')]) {
    if (existsSync(join(siteOutDir, folder)))
      cpSync(join(siteOutDir, folder), join(target, folder), { recursive: true })
  }
}

/**
 * The editor's own origin (CMS_ORIGIN): the editor at the root of dist-cms/, its headers and
 * robots.txt, the content its previews show; nothing of the site's pages, code or headers.
 */
async function buildEditorSite(options: EditorBuildOptions, backend: CmsBackend): Promise<Built> {
  const { projectRoot, outDir, cacheDir, host = 'cloudflare' } = options
  const target = editorSiteDir(outDir)
  rmSync(target, { recursive: true, force: true })
  const built = await bundleEditor({ projectRoot, target, base: '/', backend, cacheDir })
  copyPreviewContent(outDir, target)
  writeTranslationStatus(target, options)
  writeFileSync(join(target, '_headers'), editorSiteHeadersFile(backend, host))
  writeFileSync(join(target, 'robots.txt'), 'User-agent: *\nDisallow: /\n')
  return built
}

/**
 * Only the editor's own origin, for a GitHub back end with CMS_ORIGIN; the site's output is left as
 * it is (the test build keeps its local editor at /admin/ beside the production one).
 */
export async function buildEditorOrigin(options: EditorBuildOptions): Promise<{ dir: string; built: Built }> {
  const backend = cmsBackendFrom(options.env)
  if (backend?.kind !== 'github')
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_GITHUB_REPO',
      problem: 'is not set',
      fix: "The editor's own origin edits a GitHub repository: set CMS_GITHUB_REPO to it (owner/name) and CMS_ORIGIN to the origin the editor is served from.",
    })
  if (!cmsOriginFrom(options.env))
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_ORIGIN',
      problem: 'is not set',
      fix: 'Set CMS_ORIGIN to the https origin the editor is served from, such as https://cms.vaultline.example.',
    })
  return { dir: editorSiteDir(options.outDir), built: await buildEditorSite(options, backend) }
}

/** Builds (or takes from the cache) the editor where the environment says; returns how, and the size in bytes of what it wrote. */
export async function buildEditor(options: EditorBuildOptions): Promise<{
  built: Built | 'not connected' | 'own origin'
  bytes: number
  editorSite?: { dir: string; built: Built; bytes: number }
}> {
  const { projectRoot, outDir, cacheDir, env } = options
  const backend = cmsBackendFrom(env)
  const cmsOrigin = cmsOriginFrom(env)
  const target = join(resolve(outDir), editorPath.replace(/^\/|\/$/g, ''))
  rmSync(target, { recursive: true, force: true })
  if (!backend || (cmsOrigin && backend.kind === 'github')) {
    mkdirSync(target, { recursive: true })
    writeFileSync(join(target, 'index.html'), backend && cmsOrigin ? editorMovedPage(cmsOrigin) : notConnectedPage())
    if (!backend || !cmsOrigin) return { built: 'not connected', bytes: sizeOf(target) }
    const built = await buildEditorSite(options, backend)
    return {
      built: 'own origin',
      bytes: sizeOf(target),
      editorSite: { dir: editorSiteDir(outDir), built, bytes: sizeOf(editorSiteDir(outDir)) },
    }
  }
  const built = await bundleEditor({ projectRoot, target, base: editorPath, backend, cacheDir })
  writeTranslationStatus(target, options)
  return { built, bytes: sizeOf(target) }
}

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).reduce(
    (sum, entry) => (entry.isFile() ? sum + statSync(join(entry.parentPath, entry.name)).size : sum),
    0,
  )
}
