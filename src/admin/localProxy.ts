/**
 * The editor's side of `npm run cms` (src/admin/localBackendAddress.ts): takes the key from the
 * address the terminal printed, keeps it for this origin, removes it from the address bar, and
 * says what to do when there is none or it belongs to an earlier run.
 */
import { localBackendPath, localKeyParameter, localKeyPattern } from './localBackendAddress'

const storageName = 'vaultline-cms-local-key'

/** The guarded decap-server address for this run, or null when the page has no key. */
export function localProxyUrl(): string | null {
  const address = new URL(window.location.href)
  const given = address.searchParams.get(localKeyParameter)
  if (given !== null) {
    if (localKeyPattern.test(given)) window.localStorage.setItem(storageName, given)
    address.searchParams.delete(localKeyParameter)
    window.history.replaceState(window.history.state, '', address.href)
  }
  const key = window.localStorage.getItem(storageName)
  return key && localKeyPattern.test(key) ? `${window.location.origin}${localBackendPath(key)}` : null
}

/** Whether the guarded decap-server answers to this key (an earlier run's key gets 404). */
export async function localProxyAnswers(proxyUrl: string): Promise<boolean> {
  const response = await fetch(proxyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"action":"info"}',
  }).catch(() => null)
  if (response?.status === 404) window.localStorage.removeItem(storageName)
  return response?.ok === true
}

/** What the page says instead of the editor when it cannot reach this run's decap-server. */
export function showLocalKeyMissing(): void {
  const main = document.createElement('main')
  main.style.cssText =
    'max-width:40rem;margin:4rem auto;padding:0 1rem;font:16px/1.6 system-ui,sans-serif;color:#0f172a'
  const heading = document.createElement('h1')
  heading.textContent = 'Open the editor from the address npm run cms printed'
  const text = document.createElement('p')
  text.textContent =
    'The local editor saves through an address that holds a key made for each run of npm run cms, so that no other web page can write into your working tree. This page has no key for the running one. Open the "Content editor" address shown in the terminal where npm run cms runs (it ends in ?key=…); links from the site to the editor work afterwards.'
  main.append(heading, text)
  document.body.replaceChildren(main)
}
