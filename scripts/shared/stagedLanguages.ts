/**
 * Whether this build may include the staged languages of src/config/languages.ts (workflows review
 * DV-4). A staged language is built for review before it is translated; the build includes one
 * only when BUILD_STAGED_LANGUAGES names it, so a plain `npm run build` (the production build on
 * every host) stops instead of publishing English pages under a new language's prefix.
 */
import { isStaged, languages } from '../../routes.config'

const stagedLanguagesVariable = 'BUILD_STAGED_LANGUAGES'

/** The refusal to print, or undefined when every staged language is named in the variable (comma-separated). */
export function stagedLanguagesRefused(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const allowed = new Set((env[stagedLanguagesVariable] ?? '').split(',').map((code) => code.trim()))
  const refused = languages.filter((language) => isStaged(language) && !allowed.has(language))
  if (refused.length === 0) return undefined
  return [
    `[build] ${refused.join(', ')} ${refused.length === 1 ? 'is' : 'are'} staged (src/config/languages.ts): not yet translated, so not built for publishing.`,
    `  fix: for a preview, build with ${stagedLanguagesVariable}=${refused.join(',')}; to publish, translate locales/<code>/ and remove \`staged: true\` (docs/adding-a-language.md).`,
  ].join('\n')
}
