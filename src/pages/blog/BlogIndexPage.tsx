import { useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../app/LanguageContext'
import { PostCard } from '../../components/blog/PostCard'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { Section } from '../../components/sections/Section'
import { postTags } from '../../content/blog/postTypes'
import { DataScopeContext } from '../../data/dataScope'
import { routeData } from '../../data/routeData'

const namespace = 'blog'

export default function BlogIndexPage() {
  const language = useLanguage()
  const { t } = useTranslation(namespace)
  const { t: tCommon } = useTranslation('common')
  const scope = useContext(DataScopeContext)
  const posts = routeData(language, 'blogIndex')
  useEffect(() => scope.dataPresent(), [scope])
  return (
    <>
      <PageHero namespace={namespace} />
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
      <CtaBand />
    </>
  )
}
