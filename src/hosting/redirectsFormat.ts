/**
 * The `_redirects` file format both hosts read: one rule a line, `source target [status][!]`. Part
 * of the hosting contract shared by the writer (scripts/hosting/redirects.ts), the local servers and
 * dist-check; what a host then does with a line differs by host (dist-check/hosts/hostRules.ts).
 */

/** One line of a `_redirects` file as written: source, target, status (null when left out) and Netlify's force mark `!`. */
export interface RedirectLine {
  from: string
  to: string
  status: number | null
  force: boolean
}

/**
 * The lines of a `_redirects` file, read once for everything that serves or checks dist/ (the
 * local server, dist-check and its host emulators). What a host then does with a line differs
 * by host, and is theirs to decide.
 */
export function parseRedirectsFile(text: string): RedirectLine[] {
  const lines: RedirectLine[] = []
  for (const raw of text.split('\n')) {
    const [from, to, code] = raw.trim().split(/\s+/)
    if (!from || !to || from.startsWith('#')) continue
    const match = /^(\d{3})(!?)$/.exec(code ?? '')
    if (code && !match) continue
    lines.push({ from, to, status: match ? Number(match[1]) : null, force: match?.[2] === '!' })
  }
  return lines
}
