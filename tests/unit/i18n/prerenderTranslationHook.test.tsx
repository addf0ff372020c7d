/**
 * The prerender's useTranslation (src/i18n/prerenderTranslationHook.ts) renders what react-i18next's
 * renders: the same strings, plurals, nested keys, namespaces, and a namespace it never loaded.
 */
import { createInstance } from 'i18next'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next, useTranslation as reactI18nextHook } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { useTranslation as prerenderHook } from '../../../src/i18n/prerenderTranslationHook'

type Hook = typeof prerenderHook

function instance() {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'de',
    fallbackLng: false,
    supportedLngs: ['de'],
    defaultNS: 'common',
    ns: ['common', 'blog'],
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: {
      de: {
        common: { nav: { home: 'Startseite' }, greeting: 'Hallo {{name}}' },
        blog: { title: 'Blog & Einblicke', posts_one: '{{count}} Beitrag', posts_other: '{{count}} Beiträge', list: ['eins', 'zwei'] },
      },
    },
  })
  return i18n
}

function Probe({ use }: { use: Hook }) {
  const [t, i18n, ready] = use(['blog', 'common'])
  const common = use('common')
  const unloaded = use('pricing')
  return createElement(
    'p',
    null,
    [t('title'), t('common:nav.home'), t('posts', { count: 1 }), t('posts', { count: 7 }), t('missing.key'), JSON.stringify(t('list', { returnObjects: true })), String(ready), i18n.language, common.t('greeting', { name: 'Ada' }), common.t('nav.home'), String(unloaded.ready), unloaded.t('plans.title')].join(' | '),
  )
}

const render = (use: Hook) => renderToString(createElement(I18nextProvider, { i18n: instance() }, createElement(Probe, { use })))

describe('the prerender’s useTranslation', () => {
  it('renders exactly what react-i18next’s hook renders', () => {
    const html = render(prerenderHook)
    expect(html).toBe(render(reactI18nextHook as unknown as Hook))
    expect(html).toContain('Blog &amp; Einblicke | Startseite | 1 Beitrag | 7 Beiträge | missing.key | [&quot;eins&quot;,&quot;zwei&quot;] | true | de | Hallo Ada | Startseite | true | plans.title')
  })

  it('gives every component of a page the same t for the same namespaces, made once', () => {
    const seen: unknown[] = []
    function Twice() {
      seen.push(prerenderHook('common').t, prerenderHook('common').t, prerenderHook(['blog', 'common']).t)
      return null
    }
    renderToString(createElement(I18nextProvider, { i18n: instance() }, createElement(Twice)))
    expect(seen[0]).toBe(seen[1])
    expect(seen[2]).not.toBe(seen[0])
  })
})
