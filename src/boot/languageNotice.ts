/**
 * The notice that offers another language instead of moving the visitor: "Diese Seite gibt es
 * auch auf Deutsch", a link to the same page under the prefix and a close button. Plain DOM, so
 * it works before hydration and without the application, written in the language it offers; its
 * copy comes from locales/<lang>/common.json (languageNotice), baked in at build.
 *
 * Where it goes (the 2026-11-27 accessibility audit, A11Y-02): into the page's flow at the top,
 * right after the skip link (the layout keeps an empty slot there that hydration leaves alone).
 * So it is the first thing the keyboard reaches, it never covers the element that has focus at
 * any zoom, and when the visitor has scrolled the browser's scroll anchoring keeps what they read
 * in place. A labelled <aside>; only its sentence is a live region, announced politely. Escape
 * closes it from anywhere on the page unless a menu or dialog is open (Escape is theirs then).
 * Dismissed for the rest of the browser session.
 */
import { storeLanguage } from './languageStorage'
import type { SupportedLanguage } from './languageValue'

export interface NoticeCopy {
  label: string
  text: string
  link: string
  close: string
}

export const noticeDismissedKey = 'vaultline:language-notice-dismissed'
export const noticeAttribute = 'data-language-notice'
/** The empty element src/app/LanguageLayout.tsx renders after the skip link. */
export const noticeSlotId = 'language-notice-slot'

export function noticeDismissed(): boolean {
  try {
    return sessionStorage.getItem(noticeDismissedKey) !== null
  } catch {
    return false // no session storage: the close button still hides it for this page view
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

const focusRing = 'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300'

export function showLanguageNotice(language: SupportedLanguage, href: string, copy: NoticeCopy): void {
  if (noticeDismissed() || document.querySelector(`[${noticeAttribute}]`)) return
  const notice = element('aside', 'border-b border-white/15 bg-ink-900 text-sm text-ink-100')
  notice.setAttribute(noticeAttribute, language)
  notice.setAttribute('aria-label', copy.label)
  notice.lang = language
  const row = element('div', 'mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8')
  // The live region goes in empty and is filled a moment later, so screen readers announce it.
  const text = element('p', 'font-medium text-white')
  text.setAttribute('role', 'status')
  const link = element('a', `${focusRing} font-semibold text-accent-300 underline underline-offset-4 hover:text-accent-200`, copy.link)
  link.href = href
  link.hreflang = language
  link.addEventListener('click', () => storeLanguage(language))
  const close = element('button', `${focusRing} border border-white/25 px-3 py-1 text-ink-100 hover:bg-white/10`, copy.close)
  close.type = 'button'
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    if (!notice.contains(document.activeElement) && document.querySelector('details[open], dialog[open]')) return
    dismiss()
  }
  const dismiss = () => {
    try {
      sessionStorage.setItem(noticeDismissedKey, '1')
    } catch {
      // Blocked storage: dismissed for this page view only.
    }
    document.removeEventListener('keydown', onEscape)
    const hadFocus = notice.contains(document.activeElement)
    notice.remove()
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true })
  }
  close.addEventListener('click', dismiss)
  document.addEventListener('keydown', onEscape)
  row.append(text, link, close)
  notice.append(row)
  const slot = document.getElementById(noticeSlotId)
  if (slot) slot.append(notice)
  else document.body.prepend(notice)
  setTimeout(() => (text.textContent = copy.text), 50)
}
