import { inUrlForm, otherUrlForm } from '../../src/hosting/urlForm'
import { outputFileOf } from '../../src/routing/routeTable'
import type { Check, Finding } from '../types'

/**
 * _redirects holds the manifest's redirects (from either form of the source; Cloudflare's file has
 * both) and otherwise only redirects from a page's other form to its address; each stub points to
 * the same target.
 */
export const redirects: Check = {
  name: 'redirects',
  site({ entries, page, redirectRules, siteUrl }) {
    const findings: Finding[] = []
    const add = (file: string, message: string, fix: string) => findings.push({ check: this.name, file, message, fix })
    const expected = new Map(entries.flatMap((e) => (e.kind === 'redirect' ? [[e.path, e.target] as const] : [])))
    const sources = new Map(
      [...expected].flatMap(([from, to]) => [[from, to] as const, [otherUrlForm(from) ?? from, to] as const]),
    )
    for (const [from, to] of expected) {
      const rule = redirectRules.get(from) ?? redirectRules.get(otherUrlForm(from) ?? from)
      if (rule !== to)
        add(
          '_redirects',
          `Rule for ${from} is ${rule ?? 'missing'}, expected ${to}.`,
          'Regenerate with npm run build; the rules come from routes.config.ts redirects.',
        )
    }
    for (const [from, to] of redirectRules) {
      if (sources.has(from) ? sources.get(from) !== to : inUrlForm(from) !== to)
        add(
          '_redirects',
          `Rule ${from} → ${to} is neither a manifest redirect nor a page's other form.`,
          'Remove it or add the redirect to routes.config.ts.',
        )
    }
    for (const entry of entries) {
      if (entry.kind !== 'redirect') continue
      const file = outputFileOf(entry)
      if (!file) continue
      const root = page(file)?.root
      if (!root) continue
      const target = root.querySelector('meta[name="redirect-target"]')?.getAttribute('content')
      const refresh = root.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')
      const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href')
      const robots = root.querySelector('meta[name="robots"]')?.getAttribute('content')
      if (target !== entry.target)
        add(
          file,
          `Stub target is ${target ?? 'missing'}, expected ${entry.target}.`,
          'Regenerate the stubs with npm run build.',
        )
      if (refresh !== `0; url=${entry.target}`)
        add(file, 'Stub lacks a meta refresh to its target.', 'redirectStubHtml writes it; regenerate.')
      if (canonical !== siteUrl + entry.target)
        add(file, `Stub canonical is ${canonical ?? 'missing'}.`, 'The stub canonical must be the absolute target URL.')
      if (robots !== 'noindex') add(file, 'Stub is not noindex.', 'Redirect stubs must never be indexed.')
    }
    return findings
  },
}
