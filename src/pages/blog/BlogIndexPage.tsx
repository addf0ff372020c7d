import { Rss } from 'lucide-react'
import { useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../i18n/LanguageContext'
import { PostCard } from '../../components/blog/PostCard'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { Section } from '../../components/sections/Section'
import { buttonClasses } from '../../components/ui/buttonClasses'
import { postTags } from '../../content/blog/postTypes'
import { DataScopeContext } from '../../data/dataScope'
import { routeData } from '../../data/routeData'
import { feedPaths } from '../../routing/feedPaths'
import { usePageNamespace } from '../../i18n/pageCopy'

export default function BlogIndexPage() {
  const language = useLanguage()
  const { t } = useTranslation(usePageNamespace())
  const { t: tCommon } = useTranslation('common')
  const scope = useContext(DataScopeContext)
  const posts = routeData(language, 'blogIndex')
  const feeds = feedPaths(language)
  useEffect(() => scope.dataPresent(), [scope])
  return (
    <>
      <PageHero />
      <Section id="topics" heading={t('topicsHeading')} lead={t('topicsLead')} tone="muted" className="md:py-12">
        <ul role="list" className="mt-6 flex flex-wrap gap-2">
          {postTags.map((tag) => (
            <li key={tag} className="rounded-full border border-ink-300 bg-white px-4 py-1.5 text-sm font-medium text-ink-800">{tCommon(`tags.${tag}`)}</li>
          ))}
        </ul>
      </Section>
      <Section id="articles" className="py-12">
        <h2 className="sr-only">{t('listHeading')}</h2>
        <ul role="list" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </Section>
      <ProseSection copyKey="editorial" tone="muted">
        <p className="mt-8 text-ink-800">{t('feedsLead')}</p>
        {/* Plain links: the feeds are files, not pages of the application. */}
        <ul role="list" className="mt-3 flex flex-wrap gap-6">
          {[
            { href: feeds.rss, type: 'application/rss+xml', label: t('feedRss') },
            { href: feeds.atom, type: 'application/atom+xml', label: t('feedAtom') },
          ].map((feed) => (
            <li key={feed.href}>
              <a href={feed.href} type={feed.type} className={buttonClasses({ variant: 'link' })}>
                <Rss aria-hidden="true" className="size-4" />
                {feed.label}
              </a>
            </li>
          ))}
        </ul>
      </ProseSection>
      <CtaBand />
    </>
  )
}
