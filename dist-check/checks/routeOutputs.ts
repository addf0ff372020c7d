import { editorFolder } from '../../src/hosting/headerPolicy'
import { outputFileOf } from '../../src/routing/routeTable'
import type { Check, Finding } from '../types'

/** Files that are part of the site but not routes: assets, host configuration and the content editor (checked by editor.ts). */
function isRouteFile(file: string): boolean {
  return (
    file.endsWith('.html') &&
    !file.startsWith('assets/') &&
    !file.startsWith('pagefind/') &&
    !file.startsWith('og/') &&
    !file.startsWith(`${editorFolder}/`)
  )
}

/** Every manifest route has its file, and every HTML file is explained by a route. */
export const routeOutputs: Check = {
  name: 'route outputs',
  site({ entries, files }) {
    const findings: Finding[] = []
    const expected = new Set<string>()
    for (const entry of entries) {
      const file = outputFileOf(entry)
      if (!file) continue
      expected.add(file)
      if (!files.has(file)) {
        findings.push({
          check: this.name,
          file,
          message: `${entry.kind} ${entry.path} (${entry.language}) has no output file.`,
          fix: 'Check that the route renders (see the build log) and that postbuild ran; or remove the route from routes.config.ts.',
        })
      }
    }
    for (const file of files) {
      if (isRouteFile(file) && !expected.has(file)) {
        findings.push({
          check: this.name,
          file,
          message: 'This HTML file is not explained by any route of the manifest.',
          fix: 'Add the route to routes.config.ts, or stop generating the file.',
        })
      }
    }
    return findings
  },
}
