import { HtmlValidate, type Message } from 'html-validate'
import { outputFileOf } from '../../src/routing/routeTable'
import type { Check, Finding } from '../types'

const validator = new HtmlValidate({ root: true, extends: ['html-validate:standard'] })

/** Every page the manifest produces is valid HTML (html-validate, standard preset). */
export const htmlValidity: Check = {
  name: 'valid HTML',
  async run({ entries, pages }) {
    const findings: Finding[] = []
    const files = new Set(entries.flatMap((entry) => (outputFileOf(entry) ? [outputFileOf(entry)!] : [])))
    for (const file of files) {
      const page = pages.get(file)
      if (!page) continue
      const report = await validator.validateString(page.html, file)
      for (const message of report.results.flatMap((result) => result.messages as Message[])) {
        findings.push({ check: this.name, file, message: `${message.line}:${message.column} ${message.ruleId}: ${message.message}`, fix: `Fix the markup that renders it; ${message.ruleUrl ?? 'see html-validate’s rule'} explains the rule.` })
      }
    }
    return findings
  },
}
