import type { i18n, TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { SiteHead } from './SiteHead'
import { routes, type Language, type PageId } from '../../routes.config'
import { useLanguage } from '../i18n/LanguageContext'
import { absoluteUrl } from '../routing/absoluteUrl'
import { site } from '../config/site'
import { breadcrumbTrail } from '../routing/breadcrumbTrail'
import { localizedPath } from '../routing/localizedPath'
import {
  breadcrumbList,
  faqPage,
  jsonLdScript,
  organization,
  webPageAbout,
  webSite,
  type JsonLd,
} from './structuredData'

type Question = { question: string; answer: string[] }

/** The breadcrumb trail as the page shows it, with absolute URLs for the linked crumbs. */
export function useBreadcrumbCrumbs(page: PageId, language: Language): { name: string; url?: string }[] {
  const { t } = useTranslation('common')
  return breadcrumbTrail(page).map((crumb) => ({
    name: t(`breadcrumb.${crumb.label}`),
    url: crumb.page ? absoluteUrl(localizedPath({ page: crumb.page, language })) : undefined,
  }))
}

/** Every {question, answer} list in a namespace's sections, as the page renders them (facts interpolated). */
function questionsOf(t: TFunction, i18n: i18n, namespace: string, language: Language): Question[] {
  const sections = Object.keys(i18n.getResourceBundle(language, namespace) ?? {})
  return sections.flatMap((section) => {
    const copy = t(`${namespace}:${section}`, { returnObjects: true }) as { items?: Partial<Question>[] }
    return (copy.items ?? []).filter(
      (item): item is Question => typeof item.question === 'string' && Array.isArray(item.answer),
    )
  })
}

/** JSON-LD for a page of the manifest (posts write their own, from their content). */
export function StructuredData({ page }: { page: PageId }) {
  const language = useLanguage()
  const { t, i18n } = useTranslation(['common', routes.pages[page].namespace])
  const crumbs = useBreadcrumbCrumbs(page, language)
  const url = absoluteUrl(localizedPath({ page, language }))
  const items: JsonLd[] = []
  if (page === 'home') items.push(organization(), webSite({ url, language, name: site.brand }))
  if (crumbs.length > 1) items.push(breadcrumbList(crumbs))
  // Only the FAQs page reads its whole namespace: reading other pages' copy here would count it as rendered.
  if (page === 'faqs') items.push(faqPage(questionsOf(t, i18n, routes.pages[page].namespace, language), language))
  if (page === 'downloads' || page === 'downloadsGovernment')
    items.push(
      webPageAbout({
        url,
        language,
        name: t(`${routes.pages[page].namespace}:meta.title`),
        description: t(`${routes.pages[page].namespace}:meta.description`),
        downloadsUrl: absoluteUrl(localizedPath({ page: 'downloads', language })),
      }),
    )
  if (items.length === 0) return null
  return (
    <SiteHead>
      <script type="application/ld+json">{jsonLdScript(items)}</script>
    </SiteHead>
  )
}
