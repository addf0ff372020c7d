import * as catalogue from '../../src/errors/buildErrors'
import type { Check, Finding } from '../types'

/** Each entry's permanent name, as the string literal a bundle holding the entry keeps through minification. */
const entryNames = Object.values(catalogue).flatMap((entry) =>
  typeof entry === 'object' && entry !== null && 'name' in entry && typeof entry.name === 'string' ? [entry.name] : [],
)

/**
 * The site's JavaScript holds no build-only code: the build's error catalogue
 * (src/errors/buildErrors.ts) is messages no visitor can meet. Modules the browser loads also
 * hold the build's checks of their settings (checkSiteUrl beside normaliseSiteUrl), and the
 * bundler leaves those out only while nothing the browser runs calls them; the catalogue once
 * reached the browser through a config module both sides import.
 */
export const browserBundle: Check = {
  name: 'browser bundle',
  site(context) {
    const findings: Finding[] = []
    for (const file of context.files) {
      // The site's own bundle: the content editor's lives under admin/ and is checked by the editor check.
      if (!file.startsWith('assets/') || !file.endsWith('.js')) continue
      const text = context.text(file)
      const found = entryNames.filter(
        (name) => text.includes(`"${name}"`) || text.includes(`'${name}'`) || text.includes(`\`${name}\``),
      )
      if (found.length > 0) {
        findings.push({
          check: this.name,
          file,
          message: `holds entries of the build's error catalogue (${found.slice(0, 3).join(', ')}${found.length > 3 ? ', …' : ''}).`,
          fix: 'Code the browser loads must not throw from src/errors/buildErrors.ts: read the setting without checking it there, check it on the build side (a check… function called from vite.config.ts, as checkSiteUrl in src/config/site.ts) and give the browser the checked value.',
        })
      }
    }
    return findings
  },
}
