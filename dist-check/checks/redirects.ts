import { outputFileOf } from '../../src/routing/routeTable'
import type { Check, Finding } from '../types'

/** _redirects holds exactly the manifest's redirects, and each stub points to the same target. */
export const redirects: Check = {
  name: 'redirects',
  site({ entries, page, redirectRules, siteUrl }) {
    const findings: Finding[] = []
    const add = (file: string, message: string, fix: string) => findings.push({ check: this.name, file, message, fix })
    const expected = new Map(entries.flatMap((e) => (e.kind === 'redirect' ? [[e.path, e.target] as const] : [])))
    for (const [from, to] of expected) {
      if (redirectRules.get(from) !== to) add('_redirects', `Rule for ${from} is ${redirectRules.get(from) ?? 'missing'}, expected ${to}.`, 'Regenerate with npm run build; the rules come from routes.config.ts redirects.')
    }
    for (const from of redirectRules.keys()) {
      if (!expected.has(from)) add('_redirects', `Rule for ${from} is not in the manifest.`, 'Remove it or add the redirect to routes.config.ts.')
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
      if (target !== entry.target) add(file, `Stub target is ${target ?? 'missing'}, expected ${entry.target}.`, 'Regenerate the stubs with npm run build.')
      if (refresh !== `0; url=${entry.target}`) add(file, 'Stub lacks a meta refresh to its target.', 'redirectStubHtml writes it; regenerate.')
      if (canonical !== siteUrl + entry.target) add(file, `Stub canonical is ${canonical ?? 'missing'}.`, 'The stub canonical must be the absolute target URL.')
      if (robots !== 'noindex') add(file, 'Stub is not noindex.', 'Redirect stubs must never be indexed.')
    }
    return findings
  },
}
