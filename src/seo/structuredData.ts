/**
 * schema.org JSON-LD for the page head, built from our own data only (site config, facts, copy
 * and the route manifest), so it never carries a visitor's input. Types and the properties
 * dist-check/checks/structuredData.ts requires: Organization and WebSite (home page),
 * BreadcrumbList (every page with breadcrumbs), FAQPage (FAQs), a WebPage about the apps (both downloads pages),
 * BlogPosting (posts).
 */
import type { Language } from '../../routes.config'
import { lastRevised } from '../content/blog/postRevision'
import { site } from '../config/site'

export type JsonLd = Record<string, unknown>

/** The text of a <script type="application/ld+json">: `<` escaped so no value can close the element. */
export function jsonLdScript(items: readonly JsonLd[]): string {
  return JSON.stringify(items.length === 1 ? items[0] : items).replace(/</g, '\\u003c')
}

const context = 'https://schema.org'
/** The home page: the Organization's URL wherever a node names it. */
const organizationUrl = `${site.siteUrl}/`
export const organizationId = `${organizationUrl}#organization`
/** The raster logo the build writes (scripts/hosting/icons.ts), 512 px square: Google asks for at least 112 px. */
const organizationLogo = {
  '@type': 'ImageObject',
  url: `${site.siteUrl}/icon-512.png`,
  width: 512,
  height: 512,
} as const

/**
 * The publisher of posts and pages: the home page's Organization by @id, with the name and logo a
 * consumer of one page needs. Named as the home page names it (the brand, with the company as its
 * legalName), so one entity never carries two names (SEO-5).
 */
function publisher(): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.brand,
    legalName: site.company,
    url: organizationUrl,
    logo: organizationLogo,
  }
}

/**
 * A post's author: a person and the company they work for, or, when the byline names the company
 * itself (a post by its team: no person the company has named), the company's Organization.
 */
function postAuthor(post: { author: string; authorRole: string }): JsonLd {
  // The Organization's own URL, as its node on the home page gives it: the author's page (SEO-5).
  if (post.author === site.brand)
    return { '@type': 'Organization', '@id': organizationId, name: site.brand, url: organizationUrl }
  return { '@type': 'Person', name: post.author, jobTitle: post.authorRole, worksFor: { '@id': organizationId } }
}

/** One of a post's social images (src/routing/socialImageFormats.ts), as its page knows it. */
export interface SocialImage {
  url: string
  width: number
  height: number
}

/**
 * A post (SEO M4): its social images, the wide card first (SEO-5), the date of its last revision
 * of substance (the publication date when there was none), the author (postAuthor), the publisher
 * with its logo, and keywords in the post's own language.
 */
export function blogPosting(post: {
  title: string
  description: string
  date: string
  updated?: string
  language: Language
  author: string
  authorRole: string
  url: string
  images: readonly SocialImage[]
  keywords: readonly string[]
}): JsonLd {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: post.images.map((image) => ({ '@type': 'ImageObject', ...image })),
    datePublished: post.date,
    dateModified: lastRevised(post),
    inLanguage: post.language,
    mainEntityOfPage: post.url,
    author: postAuthor(post),
    publisher: publisher(),
    keywords: post.keywords.join(', '),
  }
}

export function organization(): JsonLd {
  const { office } = site.registration
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId,
    name: site.brand,
    legalName: site.company,
    url: organizationUrl,
    logo: organizationLogo.url,
    email: site.email.sales,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.locality,
      postalCode: office.postcode,
      addressCountry: office.country,
    },
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Companies House company number',
      value: site.registration.number,
    },
  }
}

export function webSite({ url, language, name }: { url: string; language: Language; name: string }): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    name,
    url,
    inLanguage: language,
    publisher: { '@id': organizationId },
  }
}

/** Crumbs with a URL are links; Google needs `item` on every crumb but the last, so unlinked group labels are left out. */
export function breadcrumbList(crumbs: readonly { name: string; url?: string }[]): JsonLd {
  const linked = crumbs.filter((crumb, index) => crumb.url || index === crumbs.length - 1)
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  }
}

export function faqPage(
  questions: readonly { question: string; answer: readonly string[] }[],
  language: Language,
): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer.join('\n\n') },
    })),
  }
}

/**
 * The apps' one identifier, which both downloads pages are about (SEO 2026-11-27 M3). Not described
 * as a SoftwareApplication (SEO review 2026-12-01, SEO-3): Google's app rich result requires a price
 * and ratings, the apps are licensed per user per year and have no genuine ratings, so the type
 * could only ever be reported as an invalid item.
 */
const applicationId = (downloadsUrl: string) => `${downloadsUrl}#app`

/** A downloads page (/downloads and /downloads/government): a web page about the apps. */
export function webPageAbout({
  url,
  name,
  description,
  language,
  downloadsUrl,
}: {
  url: string
  name: string
  description: string
  language: Language
  downloadsUrl: string
}): JsonLd {
  return {
    '@context': context,
    '@type': 'WebPage',
    '@id': url,
    url,
    name,
    description,
    inLanguage: language,
    about: { '@id': applicationId(downloadsUrl) },
    publisher: { '@id': organizationId },
  }
}
