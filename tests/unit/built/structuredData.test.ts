import { describe, expect, it } from 'vitest'
import type { HTMLElement } from 'node-html-parser'
import { routes } from '../../../routes.config'
import { routeEntries } from '../../../scripts/routeEntries'
import { outputFileOf, type RouteEntry } from '../../../src/routing/routeTable'
import { builtPage } from './builtSite'

type Node = Record<string, unknown>

/** Every JSON-LD item in a page's head, with the raw text for the escaping check. */
function jsonLd(root: HTMLElement): { raw: string; items: Node[] } {
  const scripts = root.querySelectorAll('script[type="application/ld+json"]')
  const raw = scripts.map((script) => script.innerHTML).join('\n')
  const items = scripts.flatMap((script) => {
    const value = JSON.parse(script.innerHTML) as Node | Node[]
    return Array.isArray(value) ? value : [value]
  })
  return { raw, items }
}

const byType = (items: Node[], type: string) => items.filter((item) => item['@type'] === type)
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0
const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value)

/** schema.org types with the properties Google's structured-data documentation marks required (and schema.org's own for the rest). */
const required: Record<string, (item: Node) => string[]> = {
  Organization: (item) => [...(text(item.name) ? [] : ['name']), ...(absolute(item.url) ? [] : ['url']), ...(absolute(item.logo) ? [] : ['logo'])],
  WebSite: (item) => [...(text(item.name) ? [] : ['name']), ...(absolute(item.url) ? [] : ['url'])],
  BreadcrumbList: (item) => {
    const list = item.itemListElement as Node[] | undefined
    if (!Array.isArray(list) || list.length < 2) return ['itemListElement (two or more ListItems)']
    return list.flatMap((crumb, index) => [
      ...(crumb['@type'] === 'ListItem' ? [] : [`itemListElement[${index}].@type`]),
      ...(crumb.position === index + 1 ? [] : [`itemListElement[${index}].position`]),
      ...(text(crumb.name) ? [] : [`itemListElement[${index}].name`]),
      ...(index === list.length - 1 || absolute(crumb.item) ? [] : [`itemListElement[${index}].item`]),
    ])
  },
  FAQPage: (item) => {
    const questions = item.mainEntity as Node[] | undefined
    if (!Array.isArray(questions) || questions.length === 0) return ['mainEntity']
    return questions.flatMap((question, index) => [
      ...(question['@type'] === 'Question' && text(question.name) ? [] : [`mainEntity[${index}].name`]),
      ...((question.acceptedAnswer as Node | undefined)?.['@type'] === 'Answer' && text((question.acceptedAnswer as Node).text) ? [] : [`mainEntity[${index}].acceptedAnswer.text`]),
    ])
  },
  SoftwareApplication: (item) => {
    const offers = item.offers as Node | undefined
    return [...(text(item.name) ? [] : ['name']), ...(text(item.operatingSystem) ? [] : ['operatingSystem']), ...(text(item.applicationCategory) ? [] : ['applicationCategory']), ...(offers && typeof offers.price === 'string' && text(offers.priceCurrency) ? [] : ['offers.price, offers.priceCurrency'])]
  },
  BlogPosting: (item) => [...(text(item.headline) ? [] : ['headline']), ...(text(item.datePublished) ? [] : ['datePublished']), ...(text((item.author as Node | undefined)?.name) ? [] : ['author.name'])],
}

/** The types a page must carry, from the manifest: what the issue asks for, per page. */
function expectedTypes(entry: Extract<RouteEntry, { kind: 'page' | 'alias' }>): string[] {
  const page = routes.pages[entry.page]
  const types = [] as string[]
  if (entry.page === 'home') types.push('Organization', 'WebSite')
  if (page.parent) types.push('BreadcrumbList')
  if (entry.page === 'faqs') types.push('FAQPage')
  if (entry.page === 'downloads' || entry.page === 'downloadsGovernment') types.push('SoftwareApplication')
  if (entry.page === 'blogPost') types.push('BlogPosting')
  return types
}

const entries = routeEntries().filter((entry): entry is Extract<RouteEntry, { kind: 'page' | 'alias' }> => entry.kind === 'page' || entry.kind === 'alias')

describe('structured data on every page in every language', () => {
  it.each(entries.map((entry) => [outputFileOf(entry)!, entry] as const))('%s', (file, entry) => {
    const root = builtPage(file)
    const { raw, items } = jsonLd(root)
    expect(raw, 'JSON-LD is built by our code with "<" escaped, so nothing can close the script element').not.toMatch(/<|<\/script/i)
    expect(items.every((item) => item['@context'] === 'https://schema.org'), 'every item names the schema.org context').toBe(true)
    expect(items.map((item) => item['@type']).sort()).toEqual(expectedTypes(entry).sort())
    const problems = items.flatMap((item) => (required[item['@type'] as string]?.(item) ?? [`unexpected type ${String(item['@type'])}`]).map((p) => `${String(item['@type'])}: ${p}`))
    expect(problems, 'missing or invalid required properties').toEqual([])
  })

  it.each(entries.filter((entry) => entry.kind === 'page' && routes.pages[entry.page].parent).map((entry) => [outputFileOf(entry)!] as const))('%s: the BreadcrumbList matches the visible breadcrumbs', (file) => {
    const root = builtPage(file)
    const list = byType(jsonLd(root).items, 'BreadcrumbList')[0]!.itemListElement as Node[]
    const visible = root.querySelectorAll('nav[data-slot="breadcrumbs"] ol li').map((li) => ({ name: li.text.trim(), href: li.querySelector('a')?.getAttribute('href') }))
    const linkedOrLast = visible.filter((crumb, index) => crumb.href || index === visible.length - 1)
    expect(list.map((crumb) => crumb.name)).toEqual(linkedOrLast.map((crumb) => crumb.name))
    expect(list.slice(0, -1).map((crumb) => new URL(crumb.item as string).pathname)).toEqual(linkedOrLast.slice(0, -1).map((crumb) => crumb.href))
  })

  it.each(entries.filter((entry) => entry.page === 'faqs').map((entry) => [outputFileOf(entry)!] as const))('%s: the FAQPage holds every question the page shows', (file) => {
    const root = builtPage(file)
    const questions = (byType(jsonLd(root).items, 'FAQPage')[0]!.mainEntity as Node[]).map((q) => q.name)
    expect(questions).toEqual(root.querySelectorAll('main details summary').map((summary) => summary.text.trim()))
  })
})
