import { postFilePath } from '../../src/content/blog/postFiles'
import { elementsOf, tagOf } from '../pageElements'
import type { Check, DistContext, Finding } from '../types'

/** The file a same-site path is served from, or null when nothing in dist/ answers it. */
function resolvesTo(path: string, { files, redirectRules }: DistContext): string | null {
  if (redirectRules.has(path)) return '_redirects'
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  for (const candidate of [trimmed, trimmed === '' ? 'index.html' : `${trimmed}/index.html`])
    if (candidate && files.has(candidate)) return candidate
  return null
}

/** Every internal href and src resolves to a built file or a redirect; #anchors exist on their page. */
export const internalLinks: Check = {
  name: 'internal links',
  pages(context) {
    const check = this.name
    const byTarget = new Map<string, string[]>()
    /** Links with a fragment, by the page they point to: read once every page was seen. */
    const anchors = new Map<string, Map<string, { raw: string; id: string; sources: string[] }>>()
    /** Each link target resolved once: most links (header, footer, menus) repeat on every page. */
    const resolved = new Map<string, { pathname: string; hash: string; file: string | null }>()
    const resolve = (raw: string) => {
      let target = resolved.get(raw)
      if (!target) {
        const url = new URL(raw, 'http://site.invalid')
        target = { pathname: url.pathname, hash: url.hash, file: resolvesTo(decodeURI(url.pathname), context) }
        resolved.set(raw, target)
      }
      return target
    }
    return {
      visit({ file: source, root }) {
        const elements = elementsOf(root)
        if (elements.isRedirectStub) return []
        for (const element of elements.all) {
          const tag = tagOf(element)
          // a[href], link[href], script[src], img[src]
          const linking =
            tag === 'a' || tag === 'link'
              ? element.hasAttribute('href')
              : (tag === 'script' || tag === 'img') && element.hasAttribute('src')
          if (!linking) continue
          const raw = element.getAttribute('href') ?? element.getAttribute('src') ?? ''
          if (!raw.startsWith('/') || raw.startsWith('//')) continue
          const url = resolve(raw)
          const file = url.file
          if (!file) {
            byTarget.set(url.pathname, [...(byTarget.get(url.pathname) ?? []), source])
            continue
          }
          if (url.hash && file.endsWith('.html')) {
            const id = decodeURIComponent(url.hash.slice(1))
            const onTarget = anchors.get(file) ?? new Map()
            anchors.set(file, onTarget)
            const link = onTarget.get(`${raw}#${id}`) ?? { raw, id, sources: [] }
            link.sources.push(source)
            onTarget.set(`${raw}#${id}`, link)
          }
        }
        return []
      },
      finish() {
        const findings: Finding[] = []
        const pagesLabel = (sources: string[]) => {
          const unique = [...new Set(sources)]
          return {
            label: unique.slice(0, 5).join(', ') + (unique.length > 5 ? ` and ${unique.length - 5} more` : ''),
            hint: unique.length > 5 ? ' It breaks on many pages, so it is probably in the header or footer.' : '',
          }
        }
        for (const [target, sources] of byTarget) {
          // A post's page links where its Markdown says: name the file to fix, with advice that fits Markdown (review DV-2).
          const fromPosts = new Map<string, string>()
          const others: string[] = []
          for (const source of sources) {
            const entry = context.entryOf(source)
            const slug = entry?.kind === 'page' && entry.page === 'blogPost' ? entry.params?.slug : undefined
            if (slug && entry) fromPosts.set(postFilePath(slug, entry.language), source)
            else others.push(source)
          }
          for (const [postFile, page] of fromPosts)
            findings.push({
              check,
              file: postFile,
              message: `The post links to ${target} (on ${page}), which resolves to no built file or redirect.`,
              fix: 'Fix the link in the post’s Markdown, [text](/path/): copy the address of the page you mean from the site, in the post’s language, or remove the link.',
            })
          if (others.length === 0) continue
          const { label, hint } = pagesLabel(others)
          findings.push({
            check,
            file: label,
            message: `Linking to ${target}, which resolves to no built file or redirect.${hint}`,
            fix: 'Links must come from localizedPath()/PageLink; check the page exists in that language.',
          })
        }
        for (const [file, links] of anchors) {
          const target = context.page(file)?.root
          for (const { raw, id, sources } of links.values()) {
            if (!target || target.getElementById(id)) continue
            const { label, hint } = pagesLabel(sources)
            findings.push({
              check,
              file: label,
              message: `Link ${raw} → #${id} on ${file}: no element has that id.${hint}`,
              fix: 'Give the target section that id, or fix the link.',
            })
          }
        }
        return findings
      },
    }
  },
}
