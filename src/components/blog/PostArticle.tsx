import { useTranslation } from 'react-i18next'
import type { Post } from '../../content/blog/postTypes'
import { formatPostDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { CoverArt } from './CoverArt'
import { CoverPicture } from './CoverPicture'

/** What the article shows of a post: a built post, or the editor's unsaved entry (src/admin/previews/). */
export type PostArticleContent = Pick<
  Post,
  | 'date'
  | 'readingMinutes'
  | 'title'
  | 'description'
  | 'author'
  | 'authorRole'
  | 'tags'
  | 'cover'
  | 'coverPicture'
  | 'headings'
  | 'html'
>

/** The header's cover column: the page's width below lg (64rem), then the narrower of its two columns (1fr of 2.4fr, 80rem at most). */
const coverImageSizes = '(min-width: 80rem) 31rem, (min-width: 64rem) 40vw, calc(100vw - 2rem)'

/**
 * A post as readers see it: the dark header (date, reading time, title, description, byline, tags,
 * cover: the uploaded picture or the drawn art), then the contents and the body. The post page
 * and the content editor's preview both draw it, so the preview is the page.
 */
export function PostArticle({ post }: { post: PostArticleContent }) {
  const language = useLanguage()
  const { t } = useTranslation(['blog', 'common'])
  return (
    <article>
      <header className="bg-ink-950 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:px-8">
          <div>
            <p className="text-sm text-ink-300">
              <time dateTime={post.date}>{formatPostDate(post.date, language)}</time>
              <span aria-hidden="true"> · </span>
              {t('common:posts.readingTime', { count: post.readingMinutes })}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
            <p className="mt-5 max-w-measure text-lg leading-8 text-ink-200">{post.description}</p>
            <p className="mt-6 text-sm text-ink-200">
              {t('common:posts.byline', { author: post.author, role: post.authorRole })}
            </p>
            <ul role="list" aria-label={t('common:posts.tags')} className="mt-4 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full border border-white/20 px-3 py-1 text-xs font-medium text-ink-100"
                >
                  {t(`common:tags.${tag}`)}
                </li>
              ))}
            </ul>
          </div>
          {/* An uploaded cover is content, shown on every screen; the drawn art is decoration, left out on small ones. */}
          {post.coverPicture ? (
            <CoverPicture
              picture={post.coverPicture}
              sizes={coverImageSizes}
              priority="high"
              className="aspect-[40/22] rounded-xl"
            />
          ) : (
            <div className="hidden lg:block">
              <CoverArt cover={post.cover} className="rounded-xl" />
            </div>
          )}
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        {post.headings.length > 1 && (
          <nav aria-label={t('blog:contents')} className="hidden lg:block">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-ink-600">{t('blog:contents')}</h2>
            <ol className="sticky top-24 mt-4 grid gap-2 text-sm">
              {post.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className="text-ink-700 hover:text-ink-950 hover:underline">
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {/* HTML rendered from our own Markdown by src/content/blog/postMarkdown.ts, where raw HTML in a post is escaped. */}
        <div className="prose-post max-w-measure lg:col-start-2" dangerouslySetInnerHTML={{ __html: post.html }} />
      </div>
    </article>
  )
}
