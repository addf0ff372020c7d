import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { SiteHead } from '../../seo/SiteHead'
import { useLanguage } from '../../i18n/LanguageContext'
import { PageHead } from '../../app/PageHead'
import { searchTitle } from '../../contentRules/searchResultWidth'
import { absoluteUrl } from '../../routing/absoluteUrl'
import { NotFoundScreen } from '../../app/screens/NotFoundScreen'
import { PostArticle } from '../../components/blog/PostArticle'
import { cardImagePriorities, imagesIn } from '../../content/blog/imagePriority'
import { DraftNotice } from '../../components/blog/DraftNotice'
import { StaleTranslationNotice } from '../../components/blog/StaleTranslationNotice'
import { PostCard } from '../../components/blog/PostCard'
import { Breadcrumbs } from '../../components/sections/Breadcrumbs'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageLink } from '../../components/ui/PageLink'
import { lastRevised } from '../../content/blog/postRevision'
import type { Post } from '../../content/blog/postTypes'
import { blogPostQuery } from '../../data/blogQueries'
import { PageData } from '../../components/data/PageData'
import { localizedPath } from '../../routing/localizedPath'
import { useBreadcrumbCrumbs } from '../../seo/StructuredData'
import { blogPosting, breadcrumbList, jsonLdScript, type SocialImage } from '../../seo/structuredData'
import { socialImageFormatsOf, socialImageSize } from '../../routing/socialImageFormats'
import { ogImagePath } from '../../routing/ogImagePath'

/** schema.org BlogPosting and BreadcrumbList for the post's head. */
function structuredData(
  post: Post,
  url: string,
  images: SocialImage[],
  keywords: string[],
  crumbs: { name: string; url?: string }[],
): string {
  const posting = blogPosting({ ...post, url, images, keywords })
  return jsonLdScript([posting, breadcrumbList(crumbs)])
}

function Article({ slug }: { slug: string }) {
  const language = useLanguage()
  const { t } = useTranslation(['blog', 'common'])
  // <PageData> renders this only once the post is in the cache; its neighbours and related posts come with it.
  const data = useQuery(blogPostQuery(language, slug)).data
  const blogCrumbs = useBreadcrumbCrumbs('blog', language)
  if (!data) return <NotFoundScreen />
  const { post, newer, older, related } = data
  // The related posts' covers come after the post's own cover and the images in its body.
  const relatedPriorities = cardImagePriorities(related, (post.coverPicture ? 1 : 0) + imagesIn(post.html))
  const url = absoluteUrl(localizedPath({ page: 'blogPost', language, params: { slug } }))
  const crumbs = [...blogCrumbs, { name: post.title, url }]
  return (
    <>
      <PageHead
        page="blogPost"
        params={{ slug }}
        language={language}
        title={searchTitle(post.title, (title) => t('common:meta.titleTemplate', { title }))}
        description={post.description}
        alternateLanguages={post.languages}
        ogType="article"
        imageAlt={post.coverPicture?.alt}
      />
      <SiteHead>
        <meta property="article:published_time" content={post.date} />
        <meta property="article:modified_time" content={lastRevised(post)} />
        <meta property="article:author" content={post.author} />
        <script type="application/ld+json">
          {structuredData(
            post,
            url,
            socialImageFormatsOf('blogPost').map((format) => ({
              url: absoluteUrl(ogImagePath({ page: 'blogPost', language, params: { slug }, format })),
              ...socialImageSize(format, post.coverPicture?.image),
            })),
            post.tags.map((tag) => t(`common:tags.${tag}`)),
            crumbs,
          )}
        </script>
      </SiteHead>
      {post.draft && <DraftNotice />}
      {post.staleTranslation && <StaleTranslationNotice slug={slug} />}
      <Breadcrumbs page="blog" currentLabel={post.title} />
      <PostArticle post={post} />
      {(newer || older) && (
        <nav aria-label={t('blog:moreArticles')} className="border-t border-ink-200">
          <div className="mx-auto grid max-w-7xl gap-4 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:px-8">
            {older ? (
              <PageLink
                to="blogPost"
                params={{ slug: older.slug }}
                rel="prev"
                className="group rounded-xl border border-ink-200 p-5 hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <span className="flex items-center gap-2 text-sm text-ink-600">
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t('blog:previous')}
                </span>
                <span className="mt-1 block font-semibold text-ink-950">{older.title}</span>
              </PageLink>
            ) : (
              <span />
            )}
            {newer && (
              <PageLink
                to="blogPost"
                params={{ slug: newer.slug }}
                rel="next"
                className="rounded-xl border border-ink-200 p-5 text-right hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <span className="flex items-center justify-end gap-2 text-sm text-ink-600">
                  {t('blog:next')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <span className="mt-1 block font-semibold text-ink-950">{newer.title}</span>
              </PageLink>
            )}
          </div>
        </nav>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-ink-50 py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink-950">
              {t('blog:related')}
            </h2>
            <ul role="list" className="mt-8 grid gap-6 md:grid-cols-3">
              {related.map((other, index) => (
                <li key={other.slug} className="flex">
                  <PostCard post={other} imagePriority={relatedPriorities[index]} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  )
}

export default function BlogPostPage() {
  const language = useLanguage()
  const { slug = '' } = useParams()
  return (
    <>
      <PageData queries={[blogPostQuery(language, slug)]}>
        <Article slug={slug} />
      </PageData>
      <CtaBand />
    </>
  )
}
