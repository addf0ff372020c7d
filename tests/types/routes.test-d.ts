import { expectTypeOf, test } from 'vitest'
import { defineRoutes, type PageId } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'

test('page ids are checked by the compiler', () => {
  expectTypeOf<'threatQuantum'>().toExtend<PageId>()
  // @ts-expect-error a typo in a page id does not compile
  localizedPath({ page: 'threatQuantom', language: 'en' })
  // @ts-expect-error an unknown language does not compile
  localizedPath({ page: 'home', language: 'it' })
})

test('a manifest cannot point at a page it does not declare', () => {
  defineRoutes({
    pages: {
      home: {
        path: '',
        component: 'home/HomePage',
        namespace: 'home',
        breadcrumb: 'home',
        availability: 'all',
        indexable: true,
      },
    },
    // @ts-expect-error 'missing' is not a page of this manifest
    aliases: [{ path: 'x', page: 'missing', availability: 'root' }],
    redirects: [],
  })
  defineRoutes({
    pages: {
      home: {
        path: '',
        component: 'home/HomePage',
        namespace: 'home',
        // @ts-expect-error breadcrumb keys come from a fixed list
        breadcrumb: 'homepage',
        availability: 'all',
        indexable: true,
      },
    },
    aliases: [],
    redirects: [],
  })
})
