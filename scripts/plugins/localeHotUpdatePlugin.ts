/**
 * Development only: a saved locale file swaps its strings into the open page, which keeps its
 * scroll position and form state (review DV-6: every locale edit reloaded the whole page, in
 * 8–10 s). Vite's own update of a locale file travelled up to the route table
 * (src/app/appRoutes.tsx), which is no Fast Refresh boundary, and ended in a full reload. This
 * takes the file out of Vite's update and sends its content as a custom event instead (the
 * `hotUpdate` hook's documented use); src/i18n/localeBundles.ts puts it into the page's i18next
 * instances. Other modules that depend on the file (the stylesheet, which Tailwind builds from
 * every source file) update as before. The server's render reads the file afresh on its own.
 */
import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { localeUpdateEvent, type LocaleUpdate } from '../../src/i18n/localeUpdate'

/** locales/<language>/<namespace>.json, relative to the project. */
const localeFile = /^locales\/([^/]+)\/([^/]+)\.json$/

export function localeHotUpdatePlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'vaultline:locale-hot-update',
    apply: 'serve',
    configResolved(config) {
      root = config.root
    },
    async hotUpdate({ file, modules, read, type }) {
      if (this.environment.name !== 'client' || type !== 'update') return
      const match = localeFile.exec(relative(root, file).split(sep).join('/'))
      if (!match) return
      let bundle: LocaleUpdate['bundle']
      try {
        bundle = JSON.parse(await read()) as LocaleUpdate['bundle']
      } catch {
        // Half-saved or broken: Vite's own update shows the JSON error (and the copy check names it).
        return
      }
      const update: LocaleUpdate = { language: match[1]!, namespace: match[2]!, bundle }
      this.environment.hot.send(localeUpdateEvent, update)
      return modules.filter((module) => module.file !== file)
    },
  }
}
