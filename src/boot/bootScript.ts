/**
 * The inline <head> script. Everything that can be decided without the network is decided
 * here (prefix, bot, stored choice); a first-time visitor on an unprefixed path loads the
 * detection module, which asks for the country. Decisions live in decideLanguage.ts.
 * Built by scripts/bootScriptPlugin.ts (minified, inline, allowed by its CSP hash).
 */
import { isBotUserAgent } from './botUserAgents'
import { decideOnLoad } from './decideLanguage'
import { currentChoice, languageKeys, storeLanguage } from './languageStorage'
import { sanitizeLanguage } from './languageValue'

declare const __DETECT_URL__: string
declare const __ENGLISH_ONLY__: string

function run(): void {
  const { pathname, search, hash } = window.location
  const requested = new URLSearchParams(search).get(languageKeys.query)
  if (requested !== null && !sanitizeLanguage(requested)) return // a bad ?lng= is discarded, and nothing else happens
  const stored = currentChoice()
  if (requested !== null && stored) storeLanguage(stored)
  const decision = decideOnLoad({ pathname, search, hash, isBot: isBotUserAgent(navigator.userAgent), stored, englishOnly: new RegExp(__ENGLISH_ONLY__) })
  if (decision.kind === 'redirect') window.location.replace(decision.to)
  else if (decision.kind === 'detect') {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = __DETECT_URL__
    document.head.append(script)
  }
}

try {
  run()
} catch {
  // Storage or cookies that throw, a missing API: the page stays as it is, in its own language.
}
