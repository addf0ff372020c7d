import { createHash } from 'node:crypto'
import type { BuildManifest } from '../../scripts/shared/buildManifest'
import { siteHeadersOf } from '../../src/hosting/headersFormat'
import { inlineScriptPurpose, inlineScriptsOf, runsAsScript } from '../../src/hosting/inlineScripts'
import { headersFileName } from '../../src/hosting/siteFiles'
import type { Check, DistContext, Finding } from '../types'

const sourceOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const excerpt = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text)

/**
 * Every inline script of every page is one the site means to have (src/hosting/inlineScripts.ts:
 * the boot script, the build hash, the router's data, JSON data blocks), and the CSP allows
 * exactly those that run: no hash for a script no page holds, none missing for one a page runs
 * (security review 2026-12-01, SEC-10). Any other inline script fails the build, naming its page:
 * content that reached a page unescaped must not run, nor pass unnoticed because the CSP blocks it.
 */
export const inlineScripts: Check = {
  name: 'inline scripts',
  pages(context: DistContext) {
    const check = this.name
    const bootScript = context.buildReport<BuildManifest>('build-manifest.json')?.bootScript ?? null
    const allowed = new Map<string, string>()
    return {
      visit(page) {
        const findings: Finding[] = []
        for (const script of inlineScriptsOf(page.html)) {
          const purpose = inlineScriptPurpose(script, bootScript)
          if (purpose === null)
            findings.push({
              check,
              file: page.file,
              message: `holds an inline script that is none of the site's own (the boot script, the build hash, the router's data, a JSON data block)${script.type ? ` (type ${script.type})` : ''}: ${excerpt(script.text)}.`,
              fix: 'Find what wrote it into the page: content must reach a page escaped (React text, the Markdown renderer). A new inline script the site needs gets a purpose in src/hosting/inlineScripts.ts; better, load it from a file.',
            })
          else if (runsAsScript(script)) allowed.set(sourceOf(script.text), `${purpose} (${page.file})`)
        }
        return findings
      },
      finish() {
        if (!context.files.has(headersFileName)) return []
        const csp = siteHeadersOf(context.text(headersFileName))['Content-Security-Policy'] ?? ''
        const hashed: readonly string[] = csp.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []
        const add = (message: string, fix: string): Finding => ({ check, file: headersFileName, message, fix })
        return [
          ...hashed
            .filter((source) => !allowed.has(source))
            .map((source) =>
              add(
                `the Content-Security-Policy allows the inline script ${source}, which is none of the site's own scripts on any page.`,
                'The headers step hashes only the scripts of src/hosting/inlineScripts.ts (scripts/hosting/headers.ts, inlineScriptHashes); rebuild.',
              ),
            ),
          ...[...allowed]
            .filter(([source]) => !hashed.includes(source))
            .map(([source, where]) =>
              add(
                `the Content-Security-Policy does not allow the ${where}: ${source} is missing, so the browser refuses it.`,
                'Rebuild: the headers step hashes every script of the site it finds in the pages.',
              ),
            ),
        ]
      },
    }
  },
}
