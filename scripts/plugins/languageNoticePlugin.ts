/**
 * `virtual:language-notice`: what the layout needs to render the language notice on an English
 * page in the other languages (src/app/shell/LanguageNotice.tsx): each language's notice copy
 * (locales/<lang>/common.json `languageNotice`) and the manifest's path availability, the same
 * table the language module has baked in. Both builds (browser and prerender) load it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { exactly } from './hookFilter'
import type { Plugin } from 'vite'
import { languages } from '../../routes.config'
import type { NoticeCopy } from '../../src/boot/languageNotice'
import { pathAvailability } from '../../src/routing/languageAvailability'
import { projectRoot } from '../shared/projectPaths'
import { postSlugsOnDisk } from '../content/routeEntries'

/** The notice's copy in every language, from locales/<lang>/common.json. */
function noticeCopy(): Record<string, NoticeCopy> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      (
        JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'common.json'), 'utf8')) as {
          languageNotice: NoticeCopy
        }
      ).languageNotice,
    ]),
  )
}

const id = 'virtual:language-notice'

export function languageNoticePlugin(): Plugin {
  return {
    name: 'vaultline:language-notice',
    resolveId: { filter: { id: exactly(id) }, handler: () => `\0${id}` },
    load: {
      filter: { id: exactly(`\0${id}`) },
      handler: () =>
        `export const noticeCopy = ${JSON.stringify(noticeCopy())}\nexport const availability = ${JSON.stringify(pathAvailability(postSlugsOnDisk()))}\n`,
    },
  }
}
