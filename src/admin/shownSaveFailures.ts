/**
 * A save Decap could not make (a refusal by the content rules, a back end that failed) is shown in
 * its "Not saved: …" notice; its editor also awaits the save without catching it
 * (decap-cms-core's Editor.handlePersistEntry), so the rejected promise, Decap's
 * ENTRY_PERSIST_FAILURE action, would reach the console as an uncaught error. It has been handled:
 * the notice says it, in the editor's language.
 */
const persistFailure = 'ENTRY_PERSIST_FAILURE'

function isShownSaveFailure(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { type?: unknown }).type === persistFailure
}

export function quietShownSaveFailures(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isShownSaveFailure(event.reason)) event.preventDefault()
  })
}
