import { useTranslation } from 'react-i18next'
import { defaultLanguage } from '../../../routes.config'
import { PageLink } from '../ui/PageLink'

/**
 * Tops a translated post whose English original has changed since the translation was made
 * (docs/translations.md): the translation is published, and says so, with the English a click
 * away. Left out of the search index: it is about the page, not what the page says.
 */
export function StaleTranslationNotice({ slug }: { slug: string }) {
  const { t } = useTranslation('blog')
  return (
    <div role="note" className="border-b border-amber-300 bg-amber-50 text-amber-950" data-pagefind-ignore="">
      <p className="mx-auto max-w-7xl px-4 py-3 text-sm sm:px-6 lg:px-8">
        {t('staleTranslation.notice')}{' '}
        <PageLink
          to="blogPost"
          params={{ slug }}
          language={defaultLanguage}
          hrefLang={defaultLanguage}
          className="font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-950"
        >
          {t('staleTranslation.link')}
        </PageLink>
      </p>
    </div>
  )
}
