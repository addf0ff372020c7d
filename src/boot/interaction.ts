/**
 * Whether the visitor has started using the page: the inline boot script starts watching at once
 * (the language module may load seconds later), the language module reads it when the IP lookup
 * answers. A page that moves under a visitor who is typing, choosing or navigating loses their work.
 */

declare global {
  interface Window {
    __vaultlineInteraction?: { interacted: boolean; pathname: string }
  }
}

const controls = 'a,button,input,select,textarea,summary,label,[role=button],[tabindex]'
const fields = 'input,select,textarea'

export function watchInteraction(): void {
  const record = { interacted: false, pathname: location.pathname }
  window.__vaultlineInteraction = record
  const mark = () => (record.interacted = true)
  const within = (selector: string) => (event: Event) => {
    if ((event.target as Element | null)?.closest?.(selector)) mark()
  }
  for (const type of ['keydown', 'input', 'submit', 'popstate']) addEventListener(type, mark, true)
  addEventListener('pointerdown', within(controls), true)
  addEventListener('focusin', within(fields), true)
}

/** True once the visitor interacted or the path changed; also true when nobody watched (safer to stay). */
export function hasInteracted(): boolean {
  const record = window.__vaultlineInteraction
  return !record || record.interacted || record.pathname !== location.pathname
}
