/**
 * What the host stand-in builds from one commit: the commit's posts and copy checked out into a
 * folder of their own, the content rules run on every written post page as the dev server and the
 * build run them (scripts/plugins/devContentNotice.ts, scripts/content/blogContent.ts), and each
 * published post drawn as a small page (its title and its Markdown by the site's own renderer).
 * It is not `npm run build`: tests/contentEditor/DIFFERENCES.md lists what it leaves out.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { languages, type Language } from '../../../routes.config'
import { loadBlogContent, type PostSource } from '../../../scripts/content/blogContent'
import { pageSourceFindings } from '../../../scripts/plugins/devContentNotice'
import { escapeHtml, renderPostMarkdown } from '../../../src/content/blog/postMarkdown'
import { postsFolder } from '../../../src/content/blog/postFiles'
import { findingLine } from '../../../src/contentRules/messages'
import { localizedPath } from '../../../src/routing/localizedPath'
import type { GitRepository } from '../githubStandIn/gitRepository'

/** One problem that fails the build: the file, and what is wrong and what to write instead, in English. */
export interface BuildProblem {
  file: string
  line: string
}

export interface SiteBuild {
  /** The pages, by path (`/blog/<slug>/`, `/es/blog/<slug>/`). */
  pages: Map<string, string>
  problems: BuildProblem[]
  /** Milliseconds each step took: checkout, checks, render. */
  steps: { checkout: number; checks: number; render: number }
}

/** The folders of a commit the build reads: the posts and the copy. */
const checkedOut = [postsFolder, 'locales']

function untar(archive: Buffer, into: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile('tar', ['-x', '-C', into], (error) => (error ? reject(error) : resolve()))
    child.stdin!.end(archive)
  })
}

function postPage(post: PostSource): string {
  const { html } = renderPostMarkdown(
    post.markdown,
    ({ alt }) => `<span role="img" aria-label="${escapeHtml(alt)}"></span>`,
  )
  return `<!doctype html><html lang="${post.language}"><head><meta charset="utf-8"><title>${escapeHtml(post.title)}</title></head><body><main><article><h1>${escapeHtml(post.title)}</h1><p>${escapeHtml(post.description)}</p>${html}</article></main></body></html>`
}

/** Checks and draws the site's posts as they are in `commit`. */
export async function buildCommit(repository: GitRepository, commit: string): Promise<SiteBuild> {
  const root = mkdtempSync(join(tmpdir(), 'pages-stand-in-'))
  try {
    let started = performance.now()
    await untar(await repository.gitRaw(['archive', '--format=tar', commit, '--', ...checkedOut]), root)
    const checkout = performance.now() - started

    started = performance.now()
    const problems: BuildProblem[] = []
    // What the build refuses when it reads the posts (front matter, empty body, missing images)…
    const content = loadBlogContent({
      dir: join(root, postsFolder),
      onProblem: ({ error, slug, language }) =>
        problems.push({ file: `${postsFolder}/${slug}/index.${language}.md`, line: error.message.split('\n')[0]! }),
    })
    // …and every content rule on each written post's page, links to posts checked against the posts of this commit.
    const written = new Set(content.posts.map((post) => `${post.slug}/${post.language}`))
    for (const slug of new Set(content.posts.map((post) => post.slug)))
      for (const language of languages.filter((candidate) => written.has(`${slug}/${candidate}`)))
        for (const { file, findings } of pageSourceFindings(
          root,
          localizedPath({ page: 'blogPost', language, params: { slug } }),
        ))
          for (const finding of findings)
            if (finding.severity === 'error') problems.push({ file, line: findingLine(finding, 'en') })
    const checks = performance.now() - started

    started = performance.now()
    const pages = new Map<string, string>()
    if (problems.length === 0)
      for (const post of content.posts)
        pages.set(
          localizedPath({ page: 'blogPost', language: post.language as Language, params: { slug: post.slug } }),
          postPage(post),
        )
    return { pages, problems, steps: { checkout, checks, render: performance.now() - started } }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
