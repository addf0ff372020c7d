/**
 * The inline scripts the site means to have, by purpose (security review 2026-12-01, SEC-10). The
 * CSP allows an inline script by its hash; hashing whatever inline script the built pages hold
 * would allow a `<script>` that a bug let reach a page unescaped, through the very policy meant to
 * stop it. So the headers writer (scripts/hosting/headers.ts) hashes only scripts with a purpose
 * here, and dist-check (dist-check/checks/inlineScripts.ts) fails any other, naming its file:
 *
 * - the boot script (src/boot/bootScript.ts), exactly as the page shell holds it: the render records
 *   that text in the build manifest (`bootScript`), the one inline script of the shell;
 * - vite-react-ssg's build hash, `window.__VITE_REACT_SSG_HASH__ = '<hex>'` (its build writes it after the root, patches/README.md);
 * - react-router's hydration data, `window.__staticRouterHydrationData = JSON.parse("…");`, whose
 *   one argument is a JSON string holding an object of loaderData, actionData and errors;
 * - data blocks the browser never runs (`application/ld+json` structured data, `application/json`),
 *   which must hold JSON and are never hashed.
 *
 * Plain TypeScript on the markup as written (no DOM): the writer and dist-check read a page alike.
 */

/** One `<script>` without `src`, as written: its `type` (null when absent) and its text. */
export interface InlineScript {
  type: string | null
  text: string
}

export type InlineScriptPurpose = 'boot script' | 'build hash' | 'router hydration data' | 'data block'

/** Types of a `<script>` the browser keeps as data and never runs. */
const dataBlockTypes = ['application/ld+json', 'application/json']

// Ends where a browser ends it: at `</script` followed by a space, `/` or `>`.
const scriptElement = /<script(?=[\s/>])([^>]*)>([\s\S]*?)<\/script(?=[\s/>])[^>]*>/gi
const sourceAttribute = /(?:^|\s)src\s*=/i
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i

/** Every `<script>` of a page that has no `src`: what a CSP hash, or nothing, must allow. */
export function inlineScriptsOf(html: string): InlineScript[] {
  return [...html.matchAll(scriptElement)].flatMap(([, attributes = '', text = '']) => {
    if (sourceAttribute.test(attributes)) return []
    const type = typeAttribute.exec(attributes)
    return [{ type: type ? (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase() : null, text }]
  })
}

/** Whether the browser runs the script (no type, a JavaScript type or module), rather than keeping it as data. */
export function runsAsScript(script: InlineScript): boolean {
  return !dataBlockTypes.includes(script.type ?? '')
}

const buildHash = /^window\.__VITE_REACT_SSG_HASH__ = '[0-9a-f]{1,64}'$/
const routerData = /^window\.__staticRouterHydrationData = JSON\.parse\(("[^\n]*")\);$/
const routerDataKeys = new Set(['loaderData', 'actionData', 'errors'])

function parsesAsJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** react-router's hydration data: a JSON string literal (a JavaScript one too, read the same) that holds the router's state and nothing else. */
function isRouterData(text: string): boolean {
  const literal = routerData.exec(text)?.[1]
  const inner = literal === undefined ? undefined : parsesAsJson(literal)
  if (typeof inner !== 'string') return false
  const state = parsesAsJson(inner)
  return (
    typeof state === 'object' &&
    state !== null &&
    !Array.isArray(state) &&
    Object.keys(state).every((key) => routerDataKeys.has(key))
  )
}

/**
 * What an inline script is for, or null when the site has no such script: then the CSP must not
 * allow it and the build fails. `bootScript` is the boot script as the page shell holds it.
 */
export function inlineScriptPurpose(script: InlineScript, bootScript: string | null): InlineScriptPurpose | null {
  if (!runsAsScript(script)) return parsesAsJson(script.text) === undefined ? null : 'data block'
  if (script.type !== null && script.type !== 'text/javascript') return null
  if (bootScript !== null && script.text === bootScript) return 'boot script'
  if (buildHash.test(script.text)) return 'build hash'
  if (isRouterData(script.text)) return 'router hydration data'
  return null
}
