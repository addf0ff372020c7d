import { Check, Globe } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { languageDeclaration, languages } from '../../../routes.config'
import { storeLanguage } from '../../boot/languageStorage'
import { DropdownMenu } from '../../components/ui/DropdownMenu'
import { cn } from '../../components/ui/cn'
import { blogIndexLink } from '../../routing/blogIndexPages'
import { localizedPath, pageExistsIn } from '../../routing/localizedPath'
import { useCurrentPage } from '../../routing/currentPage'
import { useLanguage } from '../../i18n/LanguageContext'

/**
 * Links to the current page in each language. A page that exists only in English offers the
 * other languages' home pages instead, so the switcher never leads to a missing page.
 */
/** `compact`: from xl, where the header is full, the globe alone stands for the menu (its name stays for screen readers). */
export function LanguageSwitcher({
  className,
  tone = 'dark',
  compact = false,
}: {
  className?: string
  tone?: 'dark' | 'light'
  compact?: boolean
}) {
  const { t } = useTranslation('common')
  const current = useLanguage()
  const { page, params } = useCurrentPage()
  const onlyInEnglish = page !== null && languages.some((language) => !pageExistsIn(page, language))
  return (
    <DropdownMenu
      name="language"
      className={className}
      summaryClassName={tone === 'dark' ? 'text-ink-100 hover:text-white' : 'text-ink-800 hover:text-ink-950'}
      panelPlacement="right-0 w-64"
      label={
        <>
          <Globe aria-hidden="true" className="size-4" />
          {/* The name holds the visible code, so "click DE" works for speech input (WCAG 2.5.3). */}
          <span className="sr-only">
            {t('language.current', { language: languageDeclaration(current).name, code: current.toUpperCase() })}
          </span>
          <span aria-hidden="true" className={compact ? 'xl:hidden' : undefined}>
            {current.toUpperCase()}
          </span>
        </>
      }
    >
      {onlyInEnglish && <p className="px-3 pb-2 pt-1 text-sm text-ink-700">{t('language.onlyInEnglish')}</p>}
      <ul role="list" aria-label={t('language.label')} className="grid gap-1">
        {languages.map((language) => {
          const exists = page !== null && pageExistsIn(page, language)
          // Page n of the blog index lists other posts in each language and may not exist there: offer the first page.
          const laterIndexPage = params.page !== undefined && language !== current
          const to = !exists
            ? localizedPath({ page: 'home', language })
            : laterIndexPage
              ? localizedPath({ ...blogIndexLink(1), language })
              : localizedPath({ page, language, params })
          const isCurrent = language === current
          return (
            <li key={language}>
              <Link
                to={to}
                hrefLang={language}
                data-language-choice=""
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => storeLanguage(language)}
                className={cn(
                  'flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600',
                  isCurrent && 'font-semibold',
                )}
              >
                <span lang={language}>{languageDeclaration(language).name}</span>
                {isCurrent && <Check aria-hidden="true" className="size-4 text-accent-700" />}
              </Link>
            </li>
          )
        })}
      </ul>
    </DropdownMenu>
  )
}
