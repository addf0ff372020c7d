import type { HTMLElement } from 'node-html-parser'
import { routes } from '../../routes.config'
import { site } from '../../src/config/site'
import type { RouteEntry } from '../../src/routing/routeTable'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

type Node = Record<string, unknown>
type PageEntry = Extract<RouteEntry, { kind: 'page' | 'alias' }>

/** Every JSON-LD item in a page's head, with the raw text for the escaping check. */
function jsonLd(root: HTMLElement): { raw: string; items: Node[] } {
  const scripts = elementsOf(root)
    .tag('script')
    .filter((script) => script.getAttribute('type') === 'application/ld+json')
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

/** The shapes Google asks an article's images to come in (SEO-5), as width over height. */
const articleImageShapes = { '4:3': 4 / 3, '1:1': 1 } as const

/** An item's `image`, one or a list, as a list. */
const imagesOf = (item: Node) => (Array.isArray(item.image) ? item.image : [item.image]) as (Node | undefined)[]

/** A post's images: ImageObjects with an address and a size, the wide card first, then a 4:3 and a square one. */
function postImageProblems(item: Node): string[] {
  const images = imagesOf(item)
  const problems = images.flatMap((node, index) => [
    ...(absolute(node?.url) ? [] : [`image[${index}].url`]),
    ...(Number.isInteger(node?.width) && Number.isInteger(node?.height) ? [] : [`image[${index}].width and height`]),
  ])
  if (problems.length > 0) return problems
  const shapes = images.map((node) => Number(node?.width) / Number(node?.height))
  return Object.entries(articleImageShapes).flatMap(([name, shape]) =>
    shapes.some((each) => Math.abs(each - shape) / shape < 0.01) ? [] : [`image in the shape ${name}`],
  )
}

/** schema.org types with the properties Google's structured-data documentation marks required (and schema.org's own for the rest). */
const required: Record<string, (item: Node) => string[]> = {
  Organization: (item) => [
    ...(text(item.name) ? [] : ['name']),
    ...(absolute(item.url) ? [] : ['url']),
    ...(absolute(item.logo) ? [] : ['logo']),
  ],
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
      ...((question.acceptedAnswer as Node | undefined)?.['@type'] === 'Answer' &&
      text((question.acceptedAnswer as Node).text)
        ? []
        : [`mainEntity[${index}].acceptedAnswer.text`]),
    ])
  },
  WebPage: (item) => [
    ...(text(item.name) ? [] : ['name']),
    ...(absolute(item.url) ? [] : ['url']),
    ...(text((item.about as Node | undefined)?.['@id']) ? [] : ['about.@id']),
  ],
  BlogPosting: (item) => [
    ...(text(item.headline) ? [] : ['headline']),
    ...(text(item.datePublished) ? [] : ['datePublished']),
    ...(text(item.dateModified) ? [] : ['dateModified']),
    ...(text((item.author as Node | undefined)?.name) ? [] : ['author.name']),
    ...postImageProblems(item),
    ...(absolute(((item.publisher as Node | undefined)?.logo as Node | undefined)?.url) ? [] : ['publisher.logo.url']),
    ...(text(item.keywords) ? [] : ['keywords']),
  ],
}

/** The types a page must carry, by page. */
function expectedTypes(entry: PageEntry): string[] {
  const page = routes.pages[entry.page]
  const types = [] as string[]
  if (entry.page === 'home') types.push('Organization', 'WebSite')
  if (page.parent) types.push('BreadcrumbList')
  if (entry.page === 'faqs') types.push('FAQPage')
  // A WebPage about the apps, never a SoftwareApplication: Google reports one without a price and ratings as invalid (SEO-3).
  if (entry.page === 'downloads' || entry.page === 'downloadsGovernment') types.push('WebPage')
  if (entry.page === 'blogPost') types.push('BlogPosting')
  return types.sort()
}

/** What is wrong with one page's structured data; empty when nothing is. */
export function structuredDataProblems(entry: PageEntry, root: HTMLElement): string[] {
  let parsed: { raw: string; items: Node[] }
  try {
    parsed = jsonLd(root)
  } catch (error) {
    return [`a JSON-LD block is not valid JSON (${(error as Error).message})`]
  }
  const { raw, items } = parsed
  const problems: string[] = []
  if (/<|<\/script/i.test(raw))
    problems.push('JSON-LD contains "<": it must be escaped so nothing can close the script element')
  if (!items.every((item) => item['@context'] === 'https://schema.org'))
    problems.push('an item does not name the https://schema.org context')
  const types = items.map((item) => String(item['@type'])).sort()
  if (types.join() !== expectedTypes(entry).join())
    problems.push(`types are [${types.join(', ')}], expected [${expectedTypes(entry).join(', ')}]`)
  for (const item of items)
    for (const missing of required[item['@type'] as string]?.(item) ?? [`unexpected type ${String(item['@type'])}`])
      problems.push(`${String(item['@type'])}: ${missing} missing or invalid`)
  const crumbs = byType(items, 'BreadcrumbList')[0]?.itemListElement as Node[] | undefined
  if (entry.kind === 'page' && routes.pages[entry.page].parent && Array.isArray(crumbs)) {
    const visible = root
      .querySelectorAll('nav[data-slot="breadcrumbs"] ol li')
      .map((li) => ({ name: li.text.trim(), href: li.querySelector('a')?.getAttribute('href') }))
    const linkedOrLast = visible.filter((crumb, index) => crumb.href || index === visible.length - 1)
    if (crumbs.map((crumb) => crumb.name).join('|') !== linkedOrLast.map((crumb) => crumb.name).join('|'))
      problems.push('the BreadcrumbList names differ from the visible breadcrumbs')
    const paths = crumbs
      .slice(0, -1)
      .map((crumb) => (absolute(crumb.item) ? new URL(crumb.item as string).pathname : String(crumb.item)))
    if (
      paths.join('|') !==
      linkedOrLast
        .slice(0, -1)
        .map((crumb) => crumb.href)
        .join('|')
    )
      problems.push('the BreadcrumbList links differ from the visible breadcrumbs')
  }
  const faq = byType(items, 'FAQPage')[0]?.mainEntity as Node[] | undefined
  if (entry.page === 'faqs' && Array.isArray(faq)) {
    const shown = root.querySelectorAll('main details summary').map((summary) => summary.text.trim())
    if (faq.map((q) => q.name).join('|') !== shown.join('|'))
      problems.push('the FAQPage questions differ from the questions the page shows')
  }
  return problems
}

/**
 * The site's own images a post's BlogPosting names that are not in dist/ (`files`, its paths). A
 * page whose JSON-LD does not parse has none to name: structuredDataProblems reports it.
 */
export function missingPostImages(root: HTMLElement, files: ReadonlySet<string>): string[] {
  let items: Node[]
  try {
    items = jsonLd(root).items
  } catch {
    return []
  }
  const origin = new URL(site.siteUrl).origin
  return byType(items, 'BlogPosting')
    .flatMap(imagesOf)
    .map((node) => String(node?.url ?? ''))
    .filter((url) => absolute(url) && new URL(url).origin === origin && !files.has(new URL(url).pathname.slice(1)))
    .map((url) => `BlogPosting: the image ${url} is not in dist/`)
}

/** Organization and WebSite on the home page, BreadcrumbList wherever breadcrumbs show, FAQPage, the downloads pages' WebPage and BlogPosting where they belong, each valid and matching the page. */
export const structuredData: Check = {
  name: 'structured data',
  pages({ files }) {
    const check = this.name
    return {
      visit({ file, entry, root }) {
        if (entry?.kind !== 'page' && entry?.kind !== 'alias') return []
        const finding =
          (fix: string) =>
          (message: string): Finding => ({ check, file, message, fix })
        return [
          ...structuredDataProblems(entry, root).map(
            finding(
              'The JSON-LD is written by src/seo/StructuredData.tsx from the same copy as the page; fix it there (or the copy it reads).',
            ),
          ),
          ...missingPostImages(root, files).map(
            finding(
              'Rebuild: the social cards step (scripts/hosting/socialCards.ts) writes a post’s three images; see the build log if it stopped.',
            ),
          ),
        ]
      },
    }
  },
}
