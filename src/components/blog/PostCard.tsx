import { useTranslation } from 'react-i18next'
import type { PostSummary } from '../../content/blog/postTypes'
import { formatPostDate } from '../../i18n/formatDate'
import { cn } from '../ui/cn'
import { cardLinkClasses, linkCardClasses } from '../ui/linkCardClasses'
import { PageLink } from '../ui/PageLink'
import type { ImagePriority } from '../../content/blog/imagePriority'
import { CoverArt } from './CoverArt'
import { CoverPicture } from './CoverPicture'
import { DraftBadge } from './DraftBadge'

/** A card's width: one column on phones, two or three from md (48rem), at most a third of 80rem. */
const cardImageSizes = '(min-width: 80rem) 25rem, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, calc(100vw - 2rem)'

/**
 * A post teaser: cover, date and reading time (and a badge on a draft), title (the link), description, tags.
 * `imagePriority`: where an uploaded cover falls among the page's images (cardImagePriorities).
 */
export function PostCard({
  post,
  headingLevel: Heading = 'h3',
  imagePriority = 'lazy',
}: {
  post: PostSummary
  headingLevel?: 'h2' | 'h3'
  imagePriority?: ImagePriority
}) {
  const { t } = useTranslation('common')
  return (
    <article className={cn(linkCardClasses, 'overflow-hidden')}>
      {post.coverPicture ? (
        <CoverPicture
          picture={post.coverPicture}
          sizes={cardImageSizes}
          priority={imagePriority}
          className="aspect-[40/22]"
        />
      ) : (
        <CoverArt cover={post.cover} className="aspect-[40/22] h-auto" />
      )}
      <div className="flex flex-1 flex-col p-6">
        {post.draft && (
          <p className="mb-2">
            <DraftBadge />
          </p>
        )}
        <p className="text-sm text-ink-600">
          <time dateTime={post.date}>{formatPostDate(post.date, post.language)}</time>
          <span aria-hidden="true"> · </span>
          {t('posts.readingTime', { count: post.readingMinutes })}
        </p>
        <Heading className="mt-2 text-lg font-semibold text-ink-950">
          <PageLink to="blogPost" params={{ slug: post.slug }} className={cardLinkClasses}>
            {post.title}
          </PageLink>
        </Heading>
        <p className="mt-2 flex-1 leading-7 text-ink-700">{post.description}</p>
        <ul role="list" aria-label={t('posts.tags')} className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-ink-100 px-3 py-1 text-xs font-medium text-ink-700">
              {t(`tags.${tag}`)}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
