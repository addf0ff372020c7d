/**
 * The notice that offers another language instead of moving the visitor ("Diese Seite gibt es
 * auch auf Deutsch", a link to the same page under the prefix, a close button). The layout
 * prerenders it on every English page that exists in other languages, one per language and
 * hidden (src/app/shell/LanguageNotice.tsx); this module only decides which one shows, by
 * setting `data-language-offer` on <html>:
 *
 * - the inline boot script, for a stored choice, while the page is still parsing: the notice is
 *   there in the first paint and moves no layout (CLS), though it sits in the page's flow;
 * - the language module, when a late country answer becomes an offer (decideOnAnswer); it then
 *   announces the sentence in a live region of its own, outside the application's tree.
 *
 * Why in the flow, right after the skip link (the 2026-11-27 audit, A11Y-02): it is the first
 * thing the keyboard reaches, and it can never cover the element that has focus, at any zoom. A
 * fixed banner (bottom or top) hides the content at that end of the page whatever the scroll.
 * Dismissed for the rest of the browser session.
 */
import type { SupportedLanguage } from './languageValue'

export interface NoticeCopy {
  label: string
  text: string
  link: string
  close: string
}

export const noticeDismissedKey = 'vaultline:language-notice-dismissed'
/** On each prerendered notice: the language it offers. */
export const noticeAttribute = 'data-language-notice'
/** On <html>: the language whose notice shows (CSS in src/styles/global.css reveals it). */
export const offerAttribute = 'data-language-offer'

function noticeDismissed(): boolean {
  try {
    return sessionStorage.getItem(noticeDismissedKey) !== null
  } catch {
    return false // no session storage: the close button still hides it for this page view
  }
}

/** Shows the prerendered notice for `language`, unless the visitor closed it this session. */
export function offerLanguage(language: SupportedLanguage): void {
  if (!noticeDismissed()) document.documentElement.setAttribute(offerAttribute, language)
}

/**
 * Offers a language after the page has been shown (a late country answer), and says so to
 * screen readers: a region made for it, filled a moment after it is in the page.
 */
export function offerLanguageLate(language: SupportedLanguage): void {
  offerLanguage(language)
  const notice = document.querySelector(`[${noticeAttribute}="${language}"]`)
  if (!notice || noticeDismissed()) return
  const region = document.createElement('p')
  region.className = 'sr-only'
  region.setAttribute('role', 'status')
  region.lang = language
  document.body.append(region)
  setTimeout(() => (region.textContent = notice.querySelector('p')?.textContent ?? ''), 50)
  // Read once: left in place it would be read a second time beside the notice's own sentence.
  setTimeout(() => region.remove(), 10_000)
}

/** Closes the notice for this browser session. */
export function dismissLanguageNotice(): void {
  try {
    sessionStorage.setItem(noticeDismissedKey, '1')
  } catch {
    // Blocked storage: dismissed for this page view only.
  }
  document.documentElement.removeAttribute(offerAttribute)
}
