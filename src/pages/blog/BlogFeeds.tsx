import { Rss } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { heroLinkClasses, HeroLinkPanel } from '../../components/sections/HeroLinkPanel'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageNamespace } from '../../i18n/pageCopy'
import { feedPaths } from '../../routing/feedPaths'

/** The blog's RSS and Atom feeds in the page's language, named in it. */
export function useBlogFeeds() {
  const feeds = feedPaths(useLanguage())
  const { t } = useTranslation(usePageNamespace())
  return [
    { href: feeds.rss, type: 'application/rss+xml', label: t('feedRss') },
    { href: feeds.atom, type: 'application/atom+xml', label: t('feedAtom') },
  ]
}

/**
 * The blog index's hero (design review DES-07: its heading stood beside an empty dark band): how to
 * follow new articles, the feeds a reader subscribes to. Plain links: the feeds are files, not pages
 * of the application.
 */
export function BlogFeedLinks() {
  const { t } = useTranslation(usePageNamespace())
  return (
    <HeroLinkPanel id="blog-feed-links" title={t('feedsHeading')} titleAs="p">
      {useBlogFeeds().map((feed) => (
        <li key={feed.href}>
          <a href={feed.href} type={feed.type} className={heroLinkClasses('icon')}>
            <Rss aria-hidden="true" className="size-4 text-accent-300" />
            {feed.label}
          </a>
        </li>
      ))}
    </HeroLinkPanel>
  )
}
