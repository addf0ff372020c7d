import { useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../i18n/LanguageContext'
import { DataScopeContext } from '../../data/dataScope'
import { routeData } from '../../data/routeData'
import { Section } from '../sections/Section'
import { cardImagePriorities } from '../../content/blog/imagePriority'
import { PageLink } from '../ui/PageLink'
import { PostCard } from './PostCard'

/**
 * The newest posts in the page's language, from the route's data (declared in routes.config.ts):
 * a document holding just the posts shown here (scripts/content/blogDocuments.ts), however large the blog.
 */
export function LatestPosts({ heading, lead }: { heading?: string; lead?: string }) {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const scope = useContext(DataScopeContext)
  const posts = routeData(language, 'blogLatest')
  useEffect(() => scope.dataPresent(), [scope])
  // The home page shows no image above its latest posts.
  const priorities = cardImagePriorities(posts, 0)
  return (
    <Section
      id="latest-posts"
      heading={heading ?? t('posts.latestHeading')}
      lead={lead ?? t('posts.latestLead')}
      tone="muted"
    >
      <ul role="list" className="mt-10 grid gap-6 md:grid-cols-3">
        {posts.map((post, index) => (
          <li key={post.slug} className="flex">
            <PostCard post={post} imagePriority={priorities[index]} />
          </li>
        ))}
      </ul>
      <PageLink
        to="blog"
        className="mt-8 inline-block font-semibold text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {t('posts.allPosts')} →
      </PageLink>
    </Section>
  )
}
