/**
 * Links say where they lead: no link in any language may read like one of the generic texts
 * Lighthouse's SEO audit "Links have descriptive text" rejects ("learn more", "más", "empezar",
 * "hier", …). The lists are read from the installed Lighthouse, so the check and the audit agree;
 * every language's list applies to every page, as Lighthouse does when it cannot tell a link's
 * language, so a translation cannot bring one back.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, dirname } from 'node:path'
import type { HTMLElement } from 'node-html-parser'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

const auditFile = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'core/audits/seo/link-text.js',
)

/** The generic link texts of Lighthouse's link-text audit, by language code. */
export function lighthouseGenericLinkTexts(source = readFileSync(auditFile, 'utf8')): Map<string, Set<string>> {
  const body = /const nonDescriptiveLinkTexts = \{([\s\S]*?)\n\};/.exec(source)?.[1]
  const lists = new Map<string, Set<string>>()
  for (const match of body?.matchAll(/'([a-z]{2})': new Set\(\[([\s\S]*?)\]\)/g) ?? []) {
    lists.set(match[1]!, new Set([...match[2]!.matchAll(/'([^']*)'/g)].map((text) => text[1]!)))
  }
  if (lists.size === 0 || !lists.get('en')?.has('learn more')) {
    throw new Error(
      `dist-check: could not read the generic link texts from ${auditFile}. Lighthouse changed how it lists them; update lighthouseGenericLinkTexts() in dist-check/checks/linkText.ts.`,
    )
  }
  return lists
}

/** A link's text as the audit compares it: trimmed, whitespace collapsed, lower case. */
function linkTextOf(link: HTMLElement): string {
  return link.text.replace(/\s+/g, ' ').trim().toLowerCase()
}

/** Links on a page whose text is generic in some language, with that language. */
export function genericLinks(
  root: HTMLElement,
  lists: Map<string, Set<string>>,
): { text: string; href: string; languages: string[] }[] {
  return elementsOf(root)
    .tag('a')
    .flatMap((link) => {
      if (!link.hasAttribute('href')) return []
      const href = link.getAttribute('href') ?? ''
      if (/^(mailto:|tel:|javascript:|#)/i.test(href) || (link.getAttribute('rel') ?? '').includes('nofollow'))
        return []
      const text = linkTextOf(link)
      const languages = [...lists].filter(([, texts]) => texts.has(text)).map(([language]) => language)
      return text && languages.length > 0 ? [{ text, href, languages }] : []
    })
}

export const linkText: Check = {
  name: 'descriptive link text',
  pages() {
    const check = this.name
    const lists = lighthouseGenericLinkTexts()
    return {
      visit({ file, root }) {
        if (elementsOf(root).isRedirectStub) return []
        return genericLinks(root, lists).map(
          (link): Finding => ({
            check,
            file,
            message: `The link to ${link.href} reads "${link.text}", which Lighthouse counts as non-descriptive (${link.languages.join(', ')}).`,
            fix: 'Say where the link leads ("Plan a pilot", not "Start"): change the string in locales/<language>/*.json; search engines and screen-reader users read link text out of context.',
          }),
        )
      },
    }
  },
}
