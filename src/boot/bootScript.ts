/**
 * The inline <head> script. Everything that can be decided without the network is decided here
 * (crawler, prefix, stored choice); people on unprefixed paths with no stored English choice get
 * the language module, which offers a stored choice or asks for the country. Decisions live in
 * decideLanguage.ts. Built by scripts/plugins/bootScriptPlugin.ts (minified, inline, allowed by its CSP
 * hash); it stores nothing.
 */
import { isBotUserAgent } from './botUserAgents'
import { decideOnLoad } from './decideLanguage'
import { watchInteraction } from './interaction'
import { offerLanguage } from './languageNotice'
import { currentChoice, languageKeys } from './languageStorage'

declare const __LANGUAGE_MODULE_URL__: string

function run(): void {
  const choice = currentChoice()
  const decision = decideOnLoad({
    pathname: location.pathname,
    isBot: isBotUserAgent(navigator.userAgent),
    query: new URLSearchParams(location.search).get(languageKeys.query),
    choice,
  })
  if (decision.kind === 'stay') return
  // Before the body is parsed: the page's prerendered notice in that language (if the page has
  // one) is in the first paint, in the flow, and moves nothing.
  if (decision.kind === 'offer') return offerLanguage(choice!)
  if (decision.kind === 'detect') watchInteraction()
  const script = document.createElement('script')
  script.type = 'module'
  script.src = __LANGUAGE_MODULE_URL__
  document.head.append(script)
}

try {
  run()
} catch {
  // Storage or cookies that throw, a missing API: the page stays as it is, in its own language.
}
