import { describe, expect, it } from 'vitest'
import { servesInert } from '../../../scripts/dev/inertFilesPlugin'

describe('files of the working tree on the dev server', () => {
  it('SEC-6: shows SVG, HTML and XML files, images and sources inert, wherever they are', () => {
    for (const [path, type] of [
      ['/uploads/figure.svg', 'image/svg+xml'],
      ['/src/content/blog/a-post/figure.svg', 'image/svg+xml'],
      ['/@fs/home/me/site/public/uploads/figure.svg', 'image/svg+xml'],
      ['/uploads/page.html', 'text/html'],
      ['/src/content/blog/a-post/page.xhtml', 'application/xhtml+xml'],
      ['/feed.xml', 'application/xml; charset=utf-8'],
      ['/uploads/photo.png', 'image/png'],
      ['/src/content/blog/a-post/index.en.md', 'text/markdown'],
      ['/uploads/unknown', undefined],
    ] as const)
      expect(servesInert(path, type), `${path} ${type}`).toBe(true)
  })

  it('leaves the site’s pages and code, the editor and its API as they are', () => {
    for (const [path, type] of [
      ['/', 'text/html; charset=utf-8'],
      ['/post/a-post/', 'text/html'],
      ['/de/threats', 'text/html'],
      ['/src/main.tsx', 'text/javascript'],
      ['/@vite/client', 'text/javascript'],
      ['/src/styles/index.css', 'text/css'],
      ['/node_modules/.vite/deps/react.js?v=1', 'application/javascript'],
      ['/locales/de/home.json', 'application/json'],
      ['/node_modules/@fontsource-variable/inter/files/inter.woff2', 'font/woff2'],
      ['/admin/', 'text/html'],
      ['/admin/index.html', 'text/html'],
      ['/admin', 'text/html'],
      ['/__decap/key/api/v1', 'text/plain'],
    ] as const)
      expect(servesInert(path, type), `${path} ${type}`).toBe(false)
  })
})
