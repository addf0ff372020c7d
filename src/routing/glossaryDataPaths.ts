import type { Language } from '../../routes.config'

/** URL of the glossary's data document in each language, written by scripts/content/glossaryContent.ts. */
export const glossaryDataPaths = {
  root: '/glossary-data',
  terms: (language: Language) => `/glossary-data/${language}.json`,
}
