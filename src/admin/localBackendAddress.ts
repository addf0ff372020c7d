/**
 * `npm run cms`: where the editor reaches decap-server, which listens on no port of its own but
 * behind the dev server's guard (scripts/admin/localBackendGuard.ts), at an address that holds a
 * key made for this run. The terminal prints the editor's address with the key (`?key=`); the
 * editor keeps it for this origin only, so later visits (the staff toolbar's links) find it.
 */
export const localBackendPrefix = '/__decap/'

/** The guarded API's path for a key. */
export const localBackendPath = (key: string) => `${localBackendPrefix}${key}/api/v1`

/** The query parameter of the printed address, and what a key looks like (base64url, from 32 random bytes). */
export const localKeyParameter = 'key'
export const localKeyPattern = /^[A-Za-z0-9_-]{43}$/
