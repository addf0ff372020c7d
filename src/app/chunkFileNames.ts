/**
 * Where the browser bundle writes its chunks. vite.config.ts sets this pattern (it is also Vite's
 * default) and a page that failed to load recognises its own chunk by it, so the two cannot drift.
 */
const chunkFolder = 'assets'

export const chunkFileNames = `${chunkFolder}/[name]-[hash].js`

/** The start of the URL of the chunk named after a module (a page's component). */
export function chunkUrlPrefix(name: string): string {
  return `/${chunkFolder}/${name}-`
}
