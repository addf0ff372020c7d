import { useQuery } from '@tanstack/react-query'
import { Rss } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { SiteHead } from '../../seo/SiteHead'
import { languages, type Language } from '../../../routes.config'
import { useLanguage } from '../../i18n/LanguageContext'
import { PageHead } from '../../app/PageHead'
import { NotFoundScreen } from '../../app/screens/NotFoundScreen'
import { BlogIndexPagination } from '../../components/blog/BlogIndexPagination'
import { PostCard } from '../../components/blog/PostCard'
import { cardImagePriorities } from '../../content/blog/imagePriority'
import { Breadcrumbs } from '../../components/sections/Breadcrumbs'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { Section } from '../../components/sections/Section'
import { buttonClasses } from '../../components/ui/buttonClasses'
import { postTags } from '../../content/blog/postTypes'
import { blogIndexPageQuery } from '../../data/blogQueries'
import { PageData } from '../../components/data/PageData'
import { blogIndexPageNumber } from '../../routing/blogIndexPages'
import { usePageNamespace } from '../../i18n/pageCopy'
import { BlogFeedLinks, useBlogFeeds } from './BlogFeeds'
import { absoluteUrl } from '../../routing/absoluteUrl'
import { localizedPath } from '../../routing/localizedPath'
import { useBreadcrumbCrumbs } from '../../seo/StructuredData'
import { breadcrumbList, jsonLdScript } from '../../seo/structuredData'

/** Head tags and breadcrumbs of /blog/page/n (PageFrame writes them for /blog itself). */
function LaterPageFrame({
  page,
  pageCount,
  pageCounts,
}: {
  page: number
  pageCount: number
  pageCounts: Record<Language, number>
}) {
  const language = useLanguage()
  const { t } = useTranslation(['blog', 'common'])
  const position = t('blog:pagination.position', { page, pages: pageCount })
  const url = absoluteUrl(localizedPath({ page: 'blogIndexPage', language, params: { page: String(page) } }))
  // The trail the page shows, Home › Blog › "Page n of m", for search engines too.
  const crumbs = [...useBreadcrumbCrumbs('blog', language), { name: position, url }]
  return (
    <>
      <SiteHead>
        <script type="application/ld+json">{jsonLdScript([breadcrumbList(crumbs)])}</script>
      </SiteHead>
      <PageHead
        page="blogIndexPage"
        params={{ page: String(page) }}
        language={language}
        title={t('common:meta.titleTemplate', {
          title: t('blog:pagination.title', { title: t('blog:meta.title'), page, pages: pageCount }),
        })}
        description={t('blog:meta.description')}
        alternateLanguages={languages.filter((other) => pageCounts[other] >= page)}
      />
      <Breadcrumbs page="blog" currentLabel={position} />
    </>
  )
}

/** One page of the list: its posts and the links to the pages before and after it. */
function Articles({ page }: { page: number }) {
  const language = useLanguage()
  const { t } = useTranslation(usePageNamespace())
  // <PageData> renders this only once the page's posts are in the cache.
  const data = useQuery(blogIndexPageQuery(language, page)).data
  if (!data) return <NotFoundScreen />
  const pageCount = data.pageCounts[language]
  // The hero and topics above the list show no image.
  const priorities = cardImagePriorities(data.posts, 0)
  return (
    <>
      {page > 1 && <LaterPageFrame page={page} pageCount={pageCount} pageCounts={data.pageCounts} />}
      <Section id="articles" spacing="compact">
        <h2 className="sr-only">{t('listHeading')}</h2>
        <ul role="list" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {data.posts.map((post, index) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} imagePriority={priorities[index]} />
            </li>
          ))}
        </ul>
        <BlogIndexPagination page={page} pageCount={pageCount} />
      </Section>
    </>
  )
}

/** /blog and /blog/page/n: the newest posts first, blogIndexPageSize to a page. */
export default function BlogIndexPage() {
  const language = useLanguage()
  const { t } = useTranslation(usePageNamespace())
  const { t: tCommon } = useTranslation('common')
  const page = blogIndexPageNumber(useParams().page)
  const feeds = useBlogFeeds()
  if (page === null) return <NotFoundScreen />
  return (
    <>
      <PageHero actions={null} aside={<BlogFeedLinks />} />
      <Section id="topics" heading={t('topicsHeading')} lead={t('topicsLead')} tone="muted" spacing="compact">
        {/* Labels, drawn like the tags on the post cards: no border, no white fill, nothing that looks
            pressable, since no topic has a page of its own to link to (DES-13). */}
        <ul role="list" className="mt-6 flex flex-wrap gap-2">
          {postTags.map((tag) => (
            <li key={tag} className="rounded-full bg-ink-200/70 px-3 py-1 text-sm text-ink-800">
              {tCommon(`tags.${tag}`)}
            </li>
          ))}
        </ul>
      </Section>
      <PageData queries={[blogIndexPageQuery(language, page)]}>
        <Articles page={page} />
      </PageData>
      <ProseSection copyKey="editorial" tone="muted">
        <p className="mt-8 text-ink-800">{t('feedsLead')}</p>
        {/* Plain links: the feeds are files, not pages of the application. */}
        <ul role="list" className="mt-3 flex flex-wrap gap-6">
          {feeds.map((feed) => (
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
