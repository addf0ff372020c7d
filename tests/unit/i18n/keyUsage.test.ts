/** The prerender's record of the translation keys pages render (src/i18n/keyUsage.ts), read by the translation-keys check. */
import { createInstance } from 'i18next'
import { beforeEach, describe, expect, it } from 'vitest'
import { keyUsage, keyUsageRecorder } from '../../../src/i18n/keyUsage'

function instance() {
  const i18n = createInstance()
  i18n.use(keyUsageRecorder)
  void i18n.init({
    lng: 'en',
    fallbackLng: false,
    defaultNS: 'common',
    ns: ['common', 'blog'],
    initAsync: false,
    postProcess: ['key-usage'],
    resources: {
      en: {
        common: {
          nav: { label: 'Main', products: 'Products' },
          readingTime_one: '{{count}} minute',
          readingTime_other: '{{count}} minutes',
        },
        blog: { title: 'Blog', hero: { heading: 'Notes', lead: 'From {{company}}' }, contents: 'Contents' },
      },
    },
  })
  return i18n
}

describe('the record of the keys a page renders', () => {
  beforeEach(() => keyUsage().used.clear())

  it('names each string rendered by its namespace and key: the call’s namespace, a key’s own prefix, each string of a section read whole, a plural by its key', () => {
    const i18n = instance()
    const common = i18n.getFixedT('en', 'common')
    const blog = i18n.getFixedT('en', 'blog')
    common('nav.label')
    common('blog:contents')
    blog('hero', { returnObjects: true })
    common('readingTime', { count: 3 })
    expect([...keyUsage().used].sort()).toEqual([
      'blog:contents',
      'blog:hero.heading',
      'blog:hero.lead',
      'common:nav.label',
      'common:readingTime',
    ])
  })

  it('does not record a string that was not rendered', () => {
    instance().getFixedT('en', 'blog')('title')
    expect([...keyUsage().used]).toEqual(['blog:title'])
  })
})
