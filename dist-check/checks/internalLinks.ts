import type { Check, DistContext, Finding } from '../types'

/** The file a same-site path is served from, or null when nothing in dist/ answers it. */
export function resolvesTo(path: string, { files, redirectRules }: DistContext): string | null {
  if (redirectRules.has(path)) return '_redirects'
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  for (const candidate of [trimmed, trimmed === '' ? 'index.html' : `${trimmed}/index.html`]) if (candidate && files.has(candidate)) return candidate
  return null
}

/** Every internal href and src resolves to a built file or a redirect; #anchors exist on their page. */
export const internalLinks: Check = {
  name: 'internal links',
  run(context) {
    const byTarget = new Map<string, string[]>()
    const byAnchor = new Map<string, string[]>()
    const findings: Finding[] = []
    for (const page of context.pages.values()) {
      if (page.root.querySelector('meta[name="redirect-target"]')) continue
      for (const element of page.root.querySelectorAll('a[href], link[href], script[src], img[src]')) {
        const raw = element.getAttribute('href') ?? element.getAttribute('src') ?? ''
        if (!raw.startsWith('/') || raw.startsWith('//')) continue
        const url = new URL(raw, 'http://site.invalid')
        const file = resolvesTo(decodeURI(url.pathname), context)
        if (!file) {
          byTarget.set(url.pathname, [...(byTarget.get(url.pathname) ?? []), page.file])
          continue
        }
        if (url.hash && file.endsWith('.html')) {
          const id = decodeURIComponent(url.hash.slice(1))
          const target = context.pages.get(file)?.root
          if (target && !target.getElementById(id)) byAnchor.set(`${raw} → #${id} on ${file}`, [...(byAnchor.get(`${raw} → #${id} on ${file}`) ?? []), page.file])
        }
      }
    }
    const pagesLabel = (sources: string[]) => {
      const unique = [...new Set(sources)]
      return { label: unique.slice(0, 5).join(', ') + (unique.length > 5 ? ` and ${unique.length - 5} more` : ''), hint: unique.length > 5 ? ' It breaks on many pages, so it is probably in the header or footer.' : '' }
    }
    for (const [target, sources] of byTarget) {
      const { label, hint } = pagesLabel(sources)
      findings.push({ check: this.name, file: label, message: `Linking to ${target}, which resolves to no built file or redirect.${hint}`, fix: 'Links must come from localizedPath()/PageLink; check the page exists in that language.' })
    }
    for (const [link, sources] of byAnchor) {
      const { label, hint } = pagesLabel(sources)
      findings.push({ check: this.name, file: label, message: `Link ${link}: no element has that id.${hint}`, fix: 'Give the target section that id, or fix the link.' })
    }
    return findings
  },
}
