import { buildErrors } from '../../src/errors/buildErrors'
import type { Check, Finding } from '../types'

/** The catalogue's entries by name: object keys survive minification, so a bundle holding the catalogue holds these. */
const catalogueNames = Object.keys(buildErrors)

/**
 * The site's JavaScript holds no build-only code: the build's error catalogue
 * (src/errors/buildErrors.ts) is a few kilobytes of messages no visitor can meet, and reached
 * the browser once through a config module both sides import.
 */
export const browserBundle: Check = {
  name: 'browser bundle',
  site(context) {
    const findings: Finding[] = []
    for (const file of context.files) {
      // The site's own bundle: the content editor's lives under admin/ and is checked by the editor check.
      if (!file.startsWith('assets/') || !file.endsWith('.js')) continue
      const text = context.text(file)
      const found = catalogueNames.filter((name) => text.includes(`${name}:`))
      if (found.length >= 2) {
        findings.push({ check: this.name, file, message: `holds the build's error catalogue (${found.slice(0, 3).join(', ')}, …).`, fix: 'Code the browser loads must not import src/errors/buildErrors.ts: check settings on the build side (as src/config/deployHostSetting.ts does) and give the browser the checked value.' })
      }
    }
    return findings
  },
}
