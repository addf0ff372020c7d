import { site } from '../config/site'
import { absoluteUrl } from '../routing/absoluteUrl'
import { hreflangLanguages } from '../seo/hreflangLanguages'
import { SiteHead } from '../seo/SiteHead'
import { defaultLanguage, isStaged, languageDeclaration, routes, type Language, type PageId } from '../../routes.config'
import { languagesOfPage, localizedPath, type RouteParams } from '../routing/localizedPath'
import { ogImagePath } from '../routing/ogImagePath'
import { usePageShown } from './pageShown'

export interface PageHeadProps {
  page: PageId
  params?: RouteParams
  language: Language
  title: string
  description: string
  /** Languages the page exists in; hreflang alternates are written only when it exists in every language of the site. */
  alternateLanguages?: readonly Language[]
  ogType?: 'website' | 'article'
  /** What the social card shows, when it is not the title (a post's uploaded cover). */
  imageAlt?: string
}

/** Open Graph writes a locale with an underscore: en_GB. */
const ogLocale = (language: Language) => languageDeclaration(language).locale.replace('-', '_')

/** Title, description, canonical (always the primary path), hreflang alternates, Open Graph (og:locale from the language's declaration) and Twitter tags. */
export function PageHead({
  page,
  params,
  language,
  title,
  description,
  alternateLanguages,
  ogType = 'website',
  imageAlt,
}: PageHeadProps) {
  const canonical = absoluteUrl(localizedPath({ page, language, params }))
  const image = absoluteUrl(ogImagePath({ page, language, params }))
  // A staged language's pages name no alternates and are named by none until it is published (DV-4).
  const staged = isStaged(language)
  const alternates = staged ? [] : hreflangLanguages(alternateLanguages ?? languagesOfPage(page))
  const withAlternates = alternates.length > 0
  // Rendered with the page's content (a post's only once its data is there): the page is shown.
  usePageShown(title)
  return (
    <SiteHead>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {/* Large image previews (Google Discover shows them only with this setting), or noindex (SEO-5). */}
      <meta name="robots" content={routes.pages[page].indexable && !staged ? 'max-image-preview:large' : 'noindex'} />
      {withAlternates &&
        alternates.map((alternate) => (
          <link
            key={alternate}
            rel="alternate"
            hrefLang={alternate}
            href={absoluteUrl(localizedPath({ page, language: alternate, params }))}
          />
        ))}
      {withAlternates && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={absoluteUrl(localizedPath({ page, language: defaultLanguage, params }))}
        />
      )}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale(language)} />
      {/* The same page's other languages, as its hreflang alternates name them (SEO 2026-11-27, L5). */}
      {alternates
        .filter((alternate) => alternate !== language)
        .map((alternate) => (
          <meta key={`og:${alternate}`} property="og:locale:alternate" content={ogLocale(alternate)} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={imageAlt ?? title} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </SiteHead>
  )
}
