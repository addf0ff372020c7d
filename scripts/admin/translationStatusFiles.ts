/**
 * What the content editor knows about translations, as files beside it: the report
 * (translation-status.json: its widget and previews read it) and the status page in each language
 * (src/admin/translations/statusPage.ts). The build writes them into the editor's output; `npm run
 * cms` answers them from the working tree (scripts/admin/editorPlugin.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { languageDeclaration, languages, type Language } from '../../routes.config'
import type { TranslationReport } from '../../src/content/translations/translationStatus'
import type { StatusCopy } from '../../src/admin/translations/statusCopy'
import {
  statusPageCss,
  statusPageHtml,
  statusPagePath,
  statusStylesheet,
} from '../../src/admin/translations/statusPage'

/** The report's file below the editor's root (src/admin/translations/statusDocument.ts fetches it). */
export const statusDocumentFile = 'translation-status.json'

const readJson = <T>(root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as T

/** Each file by its path below the editor's root, with its text. */
export function translationStatusFiles(root: string, report: TranslationReport): Map<string, string> {
  const languageNames = Object.fromEntries(
    languages.map((language) => [language, languageDeclaration(language).name]),
  ) as Record<Language, string>
  const files = new Map<string, string>([
    [statusDocumentFile, JSON.stringify(report)],
    [statusStylesheet, statusPageCss],
  ])
  for (const language of languages)
    files.set(
      `${statusPagePath(language)}index.html`,
      statusPageHtml({
        report,
        language,
        copy: readJson<StatusCopy>(root, `locales/${language}/translation-status.json`),
        languageNames,
      }),
    )
  return files
}

export function writeTranslationStatusFiles(editorDir: string, root: string, report: TranslationReport): void {
  for (const [path, text] of translationStatusFiles(root, report)) {
    mkdirSync(dirname(join(editorDir, path)), { recursive: true })
    writeFileSync(join(editorDir, path), text)
  }
}
