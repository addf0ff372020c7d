import { appLoaderMarkup } from './appLoaderMarkup'
import { dismissLanguageNotice, noticeAttribute, offerAttribute } from './languageNotice'
import { storeLanguage } from './languageStorage'
import { sanitizeLanguage } from './languageValue'

/**
 * Loads the React application after the page has loaded and the browser is idle, or at the first
 * interaction, whichever comes first. The prerendered HTML is complete and usable on its own
 * (links, language menu, forms that fall back to mailto), so the ~150 KB that hydrates it need
 * not compete with the first paint for bandwidth and the main thread.
 *
 * A click on a script-only button (search), Ctrl/⌘+K or a form submitted before hydration is
 * replayed once React has taken over the same DOM nodes, so the visitor's first action is not
 * lost. A language picked from the menu before then is stored, as the menu itself would store it.
 * If the application cannot load, a held form with an email fallback (`action="mailto:…"`) is
 * sent that way, as it would be without JavaScript, and so is a form that says its plain submission
 * is safe (the staff sign-in, whose fields carry no names and which leads to its own notice).
 *
 * The page names its application files on this script's own element (src/boot/appLoaderMarkup.ts).
 */

const loaderElement = document.getElementById(appLoaderMarkup.elementId)
const entry = loaderElement?.getAttribute(appLoaderMarkup.entryAttribute)
const modules = (loaderElement?.getAttribute(appLoaderMarkup.modulesAttribute) ?? '').split(' ').filter(Boolean)
const root = document.documentElement
const idleTimeoutMs = 2000

if (window.prerenderReady === undefined) window.prerenderReady = false

let started = false
let loadFailed = false
let pendingButton: HTMLElement | null = null
let pendingSearchShortcut = false
let pendingForm: HTMLFormElement | null = null

function isHydrated(): boolean {
  return root.dataset.hydrated === 'true'
}

function replayOnceHydrated(): void {
  const replay = () => {
    const button = pendingButton
    pendingButton = null
    if (button?.isConnected) button.click()
    if (pendingSearchShortcut) {
      pendingSearchShortcut = false
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }))
    }
    const form = pendingForm
    pendingForm = null
    if (form?.isConnected) form.requestSubmit()
  }
  if (isHydrated()) return replay()
  const observer = new MutationObserver(() => {
    if (!isHydrated()) return
    observer.disconnect()
    replay()
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
}

function sendHeldFormWithoutApplication(): void {
  loadFailed = true
  const form = pendingForm
  pendingForm = null
  // form.submit() skips the submit event, so this listener does not hold it a second time.
  if (
    form?.isConnected &&
    (form.getAttribute('action')?.startsWith('mailto:') ||
      form.hasAttribute(appLoaderMarkup.submitsWithoutAppAttribute))
  )
    form.submit()
}

function start(): void {
  if (started || !entry) return
  started = true
  for (const href of modules) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  // A failed load (offline, or a newer deployment removed the file) leaves the static page working.
  import(/* @vite-ignore */ entry).then(replayOnceHydrated, sendHeldFormWithoutApplication)
}

// Capture phase: runs before anything on the page can stop the event.
document.addEventListener(
  'click',
  (event) => {
    if (isHydrated()) return
    const target = event.target as Element | null
    const languageChoice = sanitizeLanguage(target?.closest?.('a[data-language-choice]')?.getAttribute('hreflang'))
    if (languageChoice) storeLanguage(languageChoice)
    // The language notice closes at once, as it will once the application runs (src/app/shell/LanguageNotice.tsx).
    if (target?.closest?.(`[${noticeAttribute}] button`)) dismissLanguageNotice()
    const button = target?.closest?.('button')
    // Submit buttons are held through their form's submit event below.
    if (button instanceof HTMLButtonElement && button.type === 'button') pendingButton = button
    start()
  },
  true,
)
document.addEventListener(
  'keydown',
  (event) => {
    if (isHydrated()) return
    if (
      event.key === 'Escape' &&
      root.hasAttribute(offerAttribute) &&
      !document.querySelector('details[open], dialog[open]')
    )
      dismissLanguageNotice()
    // `?.`: Chrome's autofill sends keydown events that carry no key.
    if ((event.ctrlKey || event.metaKey) && event.key?.toLowerCase() === 'k') {
      event.preventDefault()
      pendingSearchShortcut = true
    }
    start()
  },
  true,
)
// Held, not sent: the application submits it properly. Once it has failed to load, forms behave
// as they do without JavaScript (lead forms fall back to email).
document.addEventListener(
  'submit',
  (event) => {
    if (isHydrated() || loadFailed || !(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    pendingForm = event.target
    start()
  },
  true,
)
for (const type of ['pointerdown', 'touchstart', 'focusin'] as const)
  document.addEventListener(type, start, { capture: true, once: true, passive: true })

function whenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: idleTimeoutMs })
  else setTimeout(start, 1)
}
if (document.readyState === 'complete') whenIdle()
else window.addEventListener('load', whenIdle, { once: true })
