/**
 * The yardstick issue 43 compared the build with: a bare Astro 5 project building the blog in the
 * site's five languages with Astro's own features (a content collection with the glob loader and a
 * zod schema, i18n routing with English unprefixed, `paginate()` at 12 posts, `render()` of each
 * post, `@astrojs/sitemap` with i18n, `@astrojs/rss` per language), then Pagefind over its `dist/`.
 * It was first kept outside the repository and lost; written from here, the comparison can be run
 * again (`npm run bench:astro`, scripts/bench/benchAstro.ts) against the same versions.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../shared/projectPaths'

/** The versions the comparison in docs/performance.md was measured with, pinned exactly. */
export const astroPackages = {
  astro: '5.18.2',
  '@astrojs/sitemap': '3.7.4',
  '@astrojs/rss': '4.0.19',
  pagefind: '1.5.2',
} as const

/** Installed once for every run: an install takes longer than the build it serves and is not measured. */
const installDir = join(projectRoot, '.tmp', 'astro-reference')

/** A file written indented in this module: its first line break and common indentation dropped. */
function code(text: string): string {
  const lines = text.replace(/^\n/, '').trimEnd().split('\n')
  const indent = Math.min(
    ...lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length),
  )
  return `${lines.map((line) => line.slice(indent)).join('\n')}\n`
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}

/** The project's files, without its posts (src/content/blog/<slug>/index.<locale>.md, as in the site). */
export function astroReferenceFiles(): Record<string, string> {
  return {
    'package.json': json({
      name: 'vaultline-astro-reference',
      private: true,
      type: 'module',
      dependencies: astroPackages,
    }),
    'tsconfig.json': json({
      extends: 'astro/tsconfigs/strict',
      include: ['.astro/types.d.ts', 'src', 'astro.config.ts'],
    }),
    'astro.config.ts': code(`
      import sitemap from '@astrojs/sitemap'
      import { defineConfig } from 'astro/config'
      import { defaultLocale, locales } from './src/locales'

      export default defineConfig({
        site: 'https://vaultline.example',
        // The content store and the image cache would go to node_modules/.astro, and node_modules is
        // shared by every run (linked from the bench's install): each build must start cold.
        cacheDir: './.astro-cache',
        vite: { cacheDir: './.astro-cache/vite' },
        i18n: { defaultLocale, locales: [...locales], routing: { prefixDefaultLocale: false } },
        integrations: [
          sitemap({ i18n: { defaultLocale, locales: Object.fromEntries(locales.map((locale) => [locale, locale])) } }),
        ],
      })
    `),
    'src/locales.ts': code(`
      export const defaultLocale = 'en'
      export const locales = ['en', 'es', 'pt', 'fr', 'de'] as const
      export type Locale = (typeof locales)[number]
      /** The locales whose pages live under /<locale>/: all but the default, which is unprefixed. */
      export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale)
    `),
    'src/content.config.ts': code(`
      import { glob } from 'astro/loaders'
      import { defineCollection, z } from 'astro:content'

      const blog = defineCollection({
        // The default id slugs the file name ('index.en' becomes 'indexen'); keep '<slug>/index.<locale>'.
        loader: glob({
          pattern: '**/*.md',
          base: './src/content/blog',
          generateId: ({ entry }) => entry.replace(/\\.md$/, ''),
        }),
        // The site's front matter (src/content/blog/postSchema.ts), its bounds included.
        schema: z.object({
          title: z.string().trim().min(10).max(90),
          description: z.string().trim().min(50).max(200),
          date: z.coerce.date(),
          updated: z.coerce.date().optional(),
          author: z.string().trim().min(3),
          authorRole: z.string().trim().min(3),
          tags: z.array(z.string()).min(1).max(6),
          cover: z.string(),
          coverImage: z.string().optional(),
          coverAlt: z.string().optional(),
          draft: z.boolean().optional(),
          sourceVersion: z.string().optional(),
        }),
      })

      export const collections = { blog }
    `),
    'src/lib/blog.ts': code(`
      import { getRelativeLocaleUrl } from 'astro:i18n'
      import { type CollectionEntry, getCollection } from 'astro:content'
      import type { Locale } from '../locales'

      export type Post = CollectionEntry<'blog'>
      export const pageSize = 12

      /** An id is '<slug>/index.<locale>' (content.config.ts). */
      export function slugOf(post: Post): string {
        return post.id.slice(0, post.id.indexOf('/'))
      }

      export function postUrl(locale: Locale, post: Post): string {
        return getRelativeLocaleUrl(locale, 'blog/' + slugOf(post) + '/')
      }

      /** A language's published posts, newest first. */
      export async function postsIn(locale: Locale): Promise<Post[]> {
        const posts = await getCollection('blog', (post) => post.id.endsWith('.' + locale) && !post.data.draft)
        return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime())
      }
    `),
    'src/lib/feed.ts': code(`
      import rss from '@astrojs/rss'
      import type { APIContext } from 'astro'
      import type { Locale } from '../locales'
      import { postUrl, postsIn } from './blog'

      /** A language's feed: its newest 20 posts. */
      export async function feed(context: APIContext, locale: Locale): Promise<Response> {
        const posts = (await postsIn(locale)).slice(0, 20)
        return rss({
          title: 'Vaultline blog',
          description: 'Secure communications, post-quantum cryptography and incident response.',
          site: String(context.site),
          items: posts.map((post) => ({
            title: post.data.title,
            description: post.data.description,
            pubDate: post.data.date,
            link: postUrl(locale, post),
          })),
          customData: '<language>' + locale + '</language>',
        })
      }
    `),
    'src/layouts/Base.astro': code(`
      ---
      interface Props {
        lang: string
        title: string
        description: string
      }
      const { lang, title, description } = Astro.props
      ---
      <!doctype html>
      <html lang={lang}>
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title}</title>
          <meta name="description" content={description} />
        </head>
        <body>
          <main data-pagefind-body><slot /></main>
        </body>
      </html>
    `),
    'src/components/Home.astro': code(`
      ---
      import { getRelativeLocaleUrl } from 'astro:i18n'
      import Base from '../layouts/Base.astro'
      import type { Locale } from '../locales'

      interface Props {
        locale: Locale
      }
      const { locale } = Astro.props
      ---
      <Base lang={locale} title="Vaultline" description="Secure communications for governments and enterprises.">
        <h1>Vaultline</h1>
        <p><a href={getRelativeLocaleUrl(locale, 'blog/')}>Blog</a></p>
      </Base>
    `),
    'src/components/BlogIndex.astro': code(`
      ---
      import type { Page } from 'astro'
      import Base from '../layouts/Base.astro'
      import { type Post, postUrl } from '../lib/blog'
      import type { Locale } from '../locales'

      interface Props {
        locale: Locale
        page: Page<Post>
      }
      const { locale, page } = Astro.props
      const title = page.currentPage === 1 ? 'Blog' : 'Blog, page ' + page.currentPage
      ---
      <Base lang={locale} title={title} description="Secure communications, post-quantum cryptography and incident response.">
        <h1>{title}</h1>
        <ul>
          {page.data.map((post) => (
            <li>
              <a href={postUrl(locale, post)}>{post.data.title}</a>
              <p>{post.data.description}</p>
            </li>
          ))}
        </ul>
        <nav>
          {page.url.prev && <a href={page.url.prev} rel="prev">Newer posts</a>}
          {page.url.next && <a href={page.url.next} rel="next">Older posts</a>}
        </nav>
      </Base>
    `),
    'src/components/PostPage.astro': code(`
      ---
      import { render } from 'astro:content'
      import Base from '../layouts/Base.astro'
      import type { Post } from '../lib/blog'
      import type { Locale } from '../locales'

      interface Props {
        locale: Locale
        post: Post
      }
      const { locale, post } = Astro.props
      const { Content } = await render(post)
      const date = post.data.date.toLocaleDateString(locale, { dateStyle: 'long', timeZone: 'UTC' })
      ---
      <Base lang={locale} title={post.data.title} description={post.data.description}>
        <article>
          <h1>{post.data.title}</h1>
          <p><time datetime={post.data.date.toISOString().slice(0, 10)}>{date}</time>, {post.data.author}</p>
          <Content />
        </article>
      </Base>
    `),
    // English at the root, the other languages under [lang]: what prefixDefaultLocale: false asks for.
    'src/pages/index.astro': code(`
      ---
      import Home from '../components/Home.astro'
      import { defaultLocale } from '../locales'
      ---
      <Home locale={defaultLocale} />
    `),
    'src/pages/blog/[...page].astro': code(`
      ---
      import type { GetStaticPaths } from 'astro'
      import BlogIndex from '../../components/BlogIndex.astro'
      import { pageSize, postsIn } from '../../lib/blog'
      import { defaultLocale } from '../../locales'

      export const getStaticPaths = (async ({ paginate }) =>
        paginate(await postsIn(defaultLocale), { pageSize })) satisfies GetStaticPaths
      const { page } = Astro.props
      ---
      <BlogIndex locale={defaultLocale} page={page} />
    `),
    'src/pages/blog/[slug].astro': code(`
      ---
      import type { GetStaticPaths } from 'astro'
      import PostPage from '../../components/PostPage.astro'
      import { postsIn, slugOf } from '../../lib/blog'
      import { defaultLocale } from '../../locales'

      export const getStaticPaths = (async () =>
        (await postsIn(defaultLocale)).map((post) => ({ params: { slug: slugOf(post) }, props: { post } }))) satisfies GetStaticPaths
      const { post } = Astro.props
      ---
      <PostPage locale={defaultLocale} post={post} />
    `),
    'src/pages/rss.xml.ts': code(`
      import type { APIRoute } from 'astro'
      import { feed } from '../lib/feed'
      import { defaultLocale } from '../locales'

      export const GET: APIRoute = (context) => feed(context, defaultLocale)
    `),
    'src/pages/[lang]/index.astro': code(`
      ---
      import type { GetStaticPaths } from 'astro'
      import Home from '../../components/Home.astro'
      import { type Locale, prefixedLocales } from '../../locales'

      export const getStaticPaths = (() => prefixedLocales.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths
      const locale = Astro.params.lang as Locale
      ---
      <Home locale={locale} />
    `),
    'src/pages/[lang]/blog/[...page].astro': code(`
      ---
      import type { GetStaticPaths } from 'astro'
      import BlogIndex from '../../../components/BlogIndex.astro'
      import { pageSize, postsIn } from '../../../lib/blog'
      import { type Locale, prefixedLocales } from '../../../locales'

      export const getStaticPaths = (async ({ paginate }) => {
        const perLocale = await Promise.all(
          prefixedLocales.map(async (lang) => paginate(await postsIn(lang), { pageSize, params: { lang } })),
        )
        return perLocale.flat()
      }) satisfies GetStaticPaths
      const { page } = Astro.props
      const locale = Astro.params.lang as Locale
      ---
      <BlogIndex locale={locale} page={page} />
    `),
    'src/pages/[lang]/blog/[slug].astro': code(`
      ---
      import type { GetStaticPaths } from 'astro'
      import PostPage from '../../../components/PostPage.astro'
      import { postsIn, slugOf } from '../../../lib/blog'
      import { type Locale, prefixedLocales } from '../../../locales'

      export const getStaticPaths = (async () => {
        const perLocale = await Promise.all(
          prefixedLocales.map(async (lang) =>
            (await postsIn(lang)).map((post) => ({ params: { lang, slug: slugOf(post) }, props: { post } })),
          ),
        )
        return perLocale.flat()
      }) satisfies GetStaticPaths
      const { post } = Astro.props
      const locale = Astro.params.lang as Locale
      ---
      <PostPage locale={locale} post={post} />
    `),
    'src/pages/[lang]/rss.xml.ts': code(`
      import type { APIRoute, GetStaticPaths } from 'astro'
      import { feed } from '../../lib/feed'
      import { type Locale, prefixedLocales } from '../../locales'

      export const getStaticPaths = (() => prefixedLocales.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths
      export const GET: APIRoute = (context) => feed(context, context.params.lang as Locale)
    `),
  }
}

/**
 * The project's node_modules, installed with npm into .tmp/astro-reference the first time and again
 * only when package.json changes; returns its path.
 */
function installedModules(packageJson: string): string {
  const modules = join(installDir, 'node_modules')
  const stamp = join(installDir, 'installed-package-json.sha256')
  const key = createHash('sha256').update(packageJson).digest('hex')
  // The stamp is written after the install succeeds: an interrupted one is not taken for done.
  if (existsSync(modules) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) return modules
  console.log(`bench:astro: installing the Astro project's dependencies into ${installDir} (once)`)
  rmSync(installDir, { recursive: true, force: true })
  mkdirSync(installDir, { recursive: true })
  writeFileSync(join(installDir, 'package.json'), packageJson)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: installDir, stdio: 'inherit' })
  writeFileSync(stamp, key)
  return modules
}

/** Writes the project (no posts yet) to a new temporary folder, node_modules linked from the install, and returns it. */
export function writeAstroProject(): string {
  const files = astroReferenceFiles()
  const modules = installedModules(files['package.json']!)
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-astro-'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  symlinkSync(modules, join(dir, 'node_modules'), 'dir')
  return dir
}
