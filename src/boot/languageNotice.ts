/**
 * The notice that offers another language instead of moving the visitor: "Diese Seite gibt es
 * auch auf Deutsch", a link to the same page under the prefix and a close button. Plain DOM
 * outside the application's root, so it works before hydration and without the application;
 * fixed in a corner, so it shifts no layout; written in the language it offers; announced
 * politely; dismissed for the rest of the browser session. Its copy comes from
 * locales/<lang>/common.json (languageNotice), baked in at build.
 */
import { storeLanguage } from './languageStorage'
import type { SupportedLanguage } from './languageValue'

export interface NoticeCopy {
  text: string
  link: string
  close: string
}

export const noticeDismissedKey = 'vaultline:language-notice-dismissed'
export const noticeAttribute = 'data-language-notice'

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
  // The live region goes in empty and is filled a moment later, so screen readers announce it.
  const notice = element('div', 'fixed inset-x-3 bottom-3 z-40 rounded-lg border border-white/15 bg-ink-900 p-4 text-sm text-ink-100 shadow-2xl sm:inset-x-auto sm:left-4 sm:bottom-4 sm:max-w-sm')
  notice.setAttribute(noticeAttribute, language)
  notice.setAttribute('role', 'status')
  notice.lang = language
  document.body.append(notice)

  const text = element('p', 'font-medium text-white', copy.text)
  const actions = element('div', 'mt-3 flex flex-wrap items-center gap-x-4 gap-y-2')
  const link = element('a', `${focusRing} font-semibold text-accent-300 underline underline-offset-4 hover:text-accent-200`, copy.link)
  link.href = href
  link.hreflang = language
  link.addEventListener('click', () => storeLanguage(language))
  const close = element('button', `${focusRing} border border-white/25 px-3 py-1 text-ink-100 hover:bg-white/10`, copy.close)
  close.type = 'button'
  const dismiss = () => {
    try {
      sessionStorage.setItem(noticeDismissedKey, '1')
    } catch {
      // Blocked storage: dismissed for this page view only.
    }
    const hadFocus = notice.contains(document.activeElement)
    notice.remove()
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true })
  }
  close.addEventListener('click', dismiss)
  notice.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss()
  })
  actions.append(link, close)
  setTimeout(() => notice.append(text, actions), 50)
}
