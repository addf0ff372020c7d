import { ChevronDown, Menu, X } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { callsToAction } from '../../../routes.config'
import { site } from '../../config/site'
import { useLanguage } from '../../i18n/LanguageContext'
import { pageExistsIn } from '../../routing/localizedPath'
import { buttonClasses } from '../../components/ui/buttonClasses'
import { DropdownMenu } from '../../components/ui/DropdownMenu'
import { PageLink } from '../../components/ui/PageLink'
import { SearchButton } from '../../search/SearchButton'
import { BrandMark } from './BrandMark'
import { LanguageSwitcher } from './LanguageSwitcher'
import { isNavGroup, mainNavigation, type NavLinkItem } from './mainNavigation'
import { useHeaderHeight } from './useHeaderHeight'

/** A menu link's words in the visitor's language, translated once for both menus. */
interface MenuLinkWords {
  page: NavLinkItem['page']
  name: string
  hint?: string
  /** A page that exists only in English says so, in its link text and hreflang. */
  hrefLang?: 'en'
}

type MenuEntry =
  | { key: string; name: string; items: MenuLinkWords[] }
  | (MenuLinkWords & { key: string; items?: undefined })

/**
 * The main navigation in the visitor's language. The desktop and the mobile menu show the same
 * links, and the two menus translating them each took nearly half of the prerender's time in
 * i18next (docs/performance.md): the header translates them once and hands both menus the words.
 * A link takes no hook of its own: a hook per link cost the prerender more than the rest of the header.
 */
function useMenu(): MenuEntry[] {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const words = (item: NavLinkItem): MenuLinkWords => {
    const englishOnly = language !== 'en' && !pageExistsIn(item.page, language)
    return {
      page: item.page,
      name: englishOnly ? `${t(item.label)} ${t('language.inEnglish')}` : t(item.label),
      hint: item.hint && t(item.hint),
      hrefLang: englishOnly ? 'en' : undefined,
    }
  }
  return mainNavigation.map((entry) =>
    isNavGroup(entry)
      ? { key: entry.label, name: t(entry.label), items: entry.items.map(words) }
      : { key: entry.label, ...words(entry) },
  )
}

function MenuLink({ link, onDark = false }: { link: MenuLinkWords; onDark?: boolean }) {
  return (
    <PageLink
      to={link.page}
      hrefLang={link.hrefLang}
      className={
        onDark
          ? 'block rounded-md px-3 py-2 text-ink-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white'
          : 'block rounded-md px-3 py-2 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600'
      }
    >
      <span className="block text-sm font-semibold">{link.name}</span>
      {link.hint && ' '}
      {link.hint && (
        // On the dark sheet the description shows from sm: a phone's menu lists names only (DES-11).
        // The space before it keeps name and description two words where no style applies: in the
        // HTML a crawler reads, "All editions Compare…" rather than "All editionsCompare…".
        <span className={onDark ? 'hidden text-sm text-ink-300 sm:block' : 'block text-sm text-ink-600'}>
          {link.hint}
        </span>
      )}
    </PageLink>
  )
}

function DesktopNavigation({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation('common')
  return (
    <nav aria-label={t('nav.label')} className="hidden xl:block">
      <ul role="list" className="flex items-center gap-1">
        {menu.map((entry) => (
          <li key={entry.key}>
            {entry.items ? (
              <DropdownMenu
                name="main-nav"
                label={entry.name}
                summaryClassName="text-ink-100 hover:text-white xl:px-1.5"
                panelPlacement="left-0 w-80"
              >
                <ul role="list" className="grid gap-1">
                  {entry.items.map((link) => (
                    <li key={link.page}>
                      <MenuLink link={link} />
                    </li>
                  ))}
                </ul>
              </DropdownMenu>
            ) : (
              <PageLink
                to={entry.page}
                hrefLang={entry.hrefLang}
                className="block whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium text-ink-100 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
              >
                {entry.name}
              </PageLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * From xl the main navigation leaves no room for a menu and a button in every language (German's
 * and French's "Request a demo" wrapped onto two lines at 1280 and 1440 px), so the header's one
 * button is this menu: it holds the site's two calls to action, "Request a demo" and "Plan a pilot"
 * (DES-03), and its label names those two ("Demo or pilot"), not "Get started", one more name for
 * the next step and the name of a page it does not open. Below xl the primary button stands alone
 * and the mobile menu carries both.
 */
function CallsToActionMenu() {
  const { t } = useTranslation('common')
  const itemClass =
    'block rounded-md px-3 py-2 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600'
  return (
    <DropdownMenu
      name="main-nav"
      className="hidden xl:block"
      label={t('cta.menu')}
      trigger="button"
      panelPlacement="right-0 w-72"
    >
      <ul role="list" className="grid gap-1">
        <li>
          <PageLink to={callsToAction.requestDemo.page} hash={callsToAction.requestDemo.hash} className={itemClass}>
            <span className="block text-sm font-semibold">{t('cta.requestDemo')}</span>{' '}
            <span className="block text-sm text-ink-600">{t('cta.requestDemoHint')}</span>
          </PageLink>
        </li>
        <li>
          <PageLink to={callsToAction.planPilot.page} hash={callsToAction.planPilot.hash} className={itemClass}>
            <span className="block text-sm font-semibold">{t('cta.planPilot')}</span>{' '}
            <span className="block text-sm text-ink-600">{t('cta.planPilotHint')}</span>
          </PageLink>
        </li>
      </ul>
    </DropdownMenu>
  )
}

/** Names each group's list by its label, so a screen reader says "Products, list" before its links. */
const groupLabelId = (label: string) => `mobile-nav-${label.replace(/\W+/g, '-')}`

/**
 * Below xl: the five groups as an accordion, one open at a time (native exclusive <details>), and
 * on phones each link without its description, so the open menu fits about one screen instead of
 * two (design review 2026-12-01, DES-11). Blog, Contact and Downloads stay single links.
 */
function MobileNavigation({ menu }: { menu: MenuEntry[] }) {
  const { t } = useTranslation('common')
  return (
    <DropdownMenu
      className="xl:hidden"
      chevron={false}
      summaryClassName="text-white"
      panel="sheet"
      label={
        <>
          <Menu aria-hidden="true" className="size-5 group-open:hidden" />
          <X aria-hidden="true" className="hidden size-5 group-open:block" />
          {/* The word costs width a 360 px phone does not have; the icon carries it there. */}
          <span className="sr-only sm:not-sr-only">{t('nav.menu')}</span>
        </>
      }
    >
      <nav aria-label={t('nav.label')}>
        <ul role="list" className="grid gap-1">
          {menu.map((entry) =>
            entry.items ? (
              <li key={entry.key}>
                <details name="mobile-nav" className="group/navgroup">
                  <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2.5 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white [&::-webkit-details-marker]:hidden">
                    <span id={groupLabelId(entry.key)}>{entry.name}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 text-ink-300 transition-transform group-open/navgroup:rotate-180"
                    />
                  </summary>
                  <ul
                    role="list"
                    aria-labelledby={groupLabelId(entry.key)}
                    className="mt-1 mb-2 grid gap-1 border-l border-white/15 pl-2 ml-3 sm:grid-cols-2"
                  >
                    {entry.items.map((link) => (
                      <li key={link.page}>
                        <MenuLink link={link} onDark />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={entry.key}>
                <MenuLink link={entry} onDark />
              </li>
            ),
          )}
        </ul>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <PageLink
            to={callsToAction.requestDemo.page}
            hash={callsToAction.requestDemo.hash}
            className={buttonClasses({ variant: 'primary' })}
          >
            {t('cta.requestDemo')}
          </PageLink>
          <PageLink
            to={callsToAction.planPilot.page}
            hash={callsToAction.planPilot.hash}
            className={buttonClasses({ variant: 'ghostInverse' })}
          >
            {t('cta.planPilot')}
          </PageLink>
        </div>
      </nav>
    </DropdownMenu>
  )
}

export function SiteHeader() {
  const { t } = useTranslation('common')
  const menu = useMenu()
  const header = useRef<HTMLElement>(null)
  useHeaderHeight(header)
  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-white/10 bg-ink-950 text-white">
      {/* Wraps rather than pushing a control past the screen's edge when labels grow (WCAG 1.4.12). */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-1 sm:gap-x-4 sm:px-6 lg:px-8 xl:gap-x-2">
        <PageLink
          to="home"
          aria-label={t('homeLinkLabel')}
          className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-500"
        >
          <BrandMark className="size-8 text-accent-400" />
          <span className="text-lg font-bold tracking-tight">{site.brand}</span>
        </PageLink>
        <DesktopNavigation menu={menu} />
        {/* When the labels do not fit one row (text spacing, zoom), the whole group moves to a
            second row instead of past the screen's edge. */}
        <div className="ml-auto flex min-w-0 flex-[1_1_auto] items-center justify-end gap-1 xl:basis-64">
          <SearchButton />
          <LanguageSwitcher compact />
          <CallsToActionMenu />
          {/* Wrapped, because a button's own inline-flex would override a hidden class on it. */}
          <span className="hidden md:contents xl:hidden">
            <PageLink
              to={callsToAction.requestDemo.page}
              hash={callsToAction.requestDemo.hash}
              className={buttonClasses({ variant: 'primary', size: 'sm' })}
            >
              {t('cta.requestDemo')}
            </PageLink>
          </span>
          <MobileNavigation menu={menu} />
        </div>
      </div>
    </header>
  )
}
