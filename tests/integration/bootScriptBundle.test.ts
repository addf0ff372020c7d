/**
 * The inline boot script is on every page, before anything else (DESIGN.md: under 2 KB). It reads
 * only the language codes of src/config/languages.ts; the declarations around them (tags, locales,
 * names, what is derived from them) once took it from 1,994 to 2,368 bytes.
 */
import { describe, expect, it } from 'vitest'
import { buildBootScripts } from '../../scripts/plugins/bootScriptPlugin'
import { languageDeclaration, languages } from '../../src/config/languages'

describe('the inline boot script', () => {
  it('carries the language codes of src/config/languages.ts and nothing else of their declarations', async () => {
    const { inline } = await buildBootScripts(null)
    expect(inline).toContain(JSON.stringify(languages))
    // Neither the locales nor the names (esbuild writes them as locale:"en-GB", name:"English").
    expect(inline).not.toMatch(/\b(locale|name|tag):"/)
    for (const language of languages) expect(inline).not.toContain(`"${languageDeclaration(language).locale}"`)
  }, 20_000)
})
