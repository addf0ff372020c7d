import { useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultLanguage, languageTag, routes } from '../../../routes.config'
import { HeroLinkPanel, heroLinkClasses } from '../../components/sections/HeroLinkPanel'
import { PageHero } from '../../components/sections/PageHero'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageLink } from '../../components/ui/PageLink'
import type { GlossaryEntry } from '../../content/glossary/glossaryTypes'
import { DataScopeContext } from '../../data/dataScope'
import { routeData } from '../../data/routeData'
import { useLanguage } from '../../i18n/LanguageContext'

const linkClass =
  'font-semibold text-accent-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700'

/** What a translated entry says about itself when it is behind its English, or when it is the English. */
function EntryStatus({ entry }: { entry: GlossaryEntry }) {
  const { t } = useTranslation('glossary')
  const language = useLanguage()
  if (entry.language !== language) return <p className="mt-3 text-sm text-ink-600">{t('entry.untranslated')}</p>
  if (!entry.staleTranslation) return null
  return (
    <p role="note" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950" data-pagefind-ignore="">
      {t('entry.staleNotice')}{' '}
      <PageLink
        to="glossary"
        hash={entry.slug}
        language={defaultLanguage}
        hrefLang={defaultLanguage}
        className={linkClass}
      >
        {t('entry.staleLink')}
      </PageLink>
    </p>
  )
}

function Entry({ entry }: { entry: GlossaryEntry }) {
  const { t } = useTranslation('glossary')
  const language = useLanguage()
  // At desktop width the term and its one-sentence definition sit beside the explanation, so a
  // reader scanning the page reads down the left column (design review DES-08: dense text blocks).
  return (
    <article
      id={entry.slug}
      aria-labelledby={`${entry.slug}-term`}
      className="scroll-mt-24 py-10 first:pt-0 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-x-12"
    >
      <div className="lg:col-span-2">
        <EntryStatus entry={entry} />
      </div>
      <div lang={entry.language === language ? undefined : languageTag(entry.language)} className="contents">
        <div>
          <h2 id={`${entry.slug}-term`} className="mt-2 text-2xl font-bold tracking-tight text-ink-950">
            {entry.title}
          </h2>
          <p className="mt-3 max-w-measure text-lg font-medium text-ink-800">{entry.description}</p>
        </div>
        <div>
          {/* HTML rendered from our own Markdown at build time (src/content/blog/postMarkdown.ts), where raw HTML is escaped. */}
          <div className="prose-post mt-4 max-w-measure lg:mt-2" dangerouslySetInnerHTML={{ __html: entry.html }} />
          {entry.page && (
            <p
              lang={entry.language === language ? undefined : languageTag(language)}
              className="mt-4 text-base text-ink-800"
            >
              {t('entry.seeAlso')}{' '}
              <PageLink to={entry.page} className={linkClass}>
                {t(`common:breadcrumb.${routes.pages[entry.page].breadcrumb}`)}
              </PageLink>
            </p>
          )}
        </div>
      </div>
    </article>
  )
}

/**
 * The glossary (/glossary/): every entry of src/content/glossary/ in the page's language, in its
 * alphabetical order, each a band a link can point to (#ml-kem). An entry not yet translated is
 * shown in English and says so. The list of terms sits beside the heading on large screens.
 */
export default function GlossaryPage() {
  const { t } = useTranslation('glossary')
  const language = useLanguage()
  const scope = useContext(DataScopeContext)
  const entries = routeData(language, 'glossaryTerms')
  useEffect(() => scope.dataPresent(), [scope])
  return (
    <>
      <PageHero
        align="start"
        aside={
          <HeroLinkPanel id="glossary-terms-heading" title={t('contents.label')}>
            {entries.map((entry) => (
              <li key={entry.slug} lang={entry.language === language ? undefined : languageTag(entry.language)}>
                <a href={`#${entry.slug}`} className={heroLinkClasses()}>
                  {entry.title}
                </a>
              </li>
            ))}
          </HeroLinkPanel>
        }
      />
      <section aria-label={t('contents.label')} className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl divide-y divide-ink-200 px-4 sm:px-6 lg:px-8">
          {entries.map((entry) => (
            <Entry key={entry.slug} entry={entry} />
          ))}
        </div>
      </section>
      <CtaBand />
    </>
  )
}
