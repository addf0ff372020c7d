/**
 * What the target hosts accept in `_headers` and `_redirects`, as they document it. The build
 * stops before writing a file past a limit (src/errors/buildErrors.ts says what to change), since
 * Cloudflare Pages ignores whatever lies beyond it without a word.
 *
 * Cloudflare Pages (developers.cloudflare.com/pages/configuration/headers/ and
 * …/pages/configuration/redirects/): 100 header rules; 2,000 static and 100 dynamic redirects (a
 * dynamic one has a splat `*` or a `:placeholder`, and so does every rule after the first
 * dynamic one); 2,000 characters a line in either file. Netlify documents no such limits.
 */
export const cloudflarePagesLimits = {
  headerRules: 100,
  staticRedirects: 2_000,
  dynamicRedirects: 100,
  lineCharacters: 2_000,
} as const

/** Whether Cloudflare Pages counts a redirect source as dynamic: it has a splat or a placeholder. */
function isDynamicSource(source: string): boolean {
  return source.includes('*') || /(^|\/):[A-Za-z]/.test(source)
}

/** Cloudflare's count of a `_redirects` file's rules, in order: static ones until the first dynamic rule, dynamic from there on. */
export function redirectRuleCounts(sources: readonly string[]): { static: number; dynamic: number } {
  const firstDynamic = sources.findIndex(isDynamicSource)
  const staticCount = firstDynamic === -1 ? sources.length : firstDynamic
  return { static: staticCount, dynamic: sources.length - staticCount }
}

/** The longest line of a hosting file, with its 1-based number (0 for an empty file). */
export function longestLine(text: string): { length: number; line: number } {
  let longest = { length: 0, line: 0 }
  text.split('\n').forEach((line, index) => {
    if (line.length > longest.length) longest = { length: line.length, line: index + 1 }
  })
  return longest
}
