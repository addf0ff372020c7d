import { describe, expect, it } from 'vitest'
import { BuildError } from '../../../src/errors/buildErrors'
import { pinDataTimes, rewriteHead } from '../../../scripts/render/finalizeHtml'

const prerendered = [
  '<!DOCTYPE html><html lang="en"><head><title>Vaultline</title><meta charset="UTF-8">',
  '<script type="module" crossorigin src="/assets/app-abc123.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/every-page-xyz.js">',
  '</head><body><div id="root"><h1>Hello</h1></div></body></html>',
].join('')
const scripts = {
  loader: 'assets/app-loader-1a2b.js',
  entry: 'assets/app-abc123.js',
  modules: ['assets/client-1.js', 'assets/HomePage-2.js'],
}

describe('rewriteHead', () => {
  const html = rewriteHead(prerendered, scripts, 'assets/inter.woff2', 'dist/index.html')

  it('no longer loads the application with the page: no entry script, no modulepreload', () => {
    expect(html).not.toContain('src="/assets/app-abc123.js"')
    expect(html).not.toContain('rel="modulepreload"')
  })

  it('names the entry and exactly this page’s modules on the app-loader script', () => {
    expect(html).toContain(
      '<script type="module" id="app-loader" src="/assets/app-loader-1a2b.js" data-entry="/assets/app-abc123.js" data-modules="/assets/client-1.js /assets/HomePage-2.js"></script></head>',
    )
  })

  it('puts <meta charset> first and preloads the body font', () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>')).toBe(true)
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2">')
  })

  it('stops the build, naming the page, when the entry tag is not where it is expected', () => {
    const withoutEntry = prerendered.replace(/<script type="module"[^>]*><\/script>/, '')
    expect(() => rewriteHead(withoutEntry, scripts, undefined, 'dist/de/index.html')).toThrow(BuildError)
    expect(() => rewriteHead(withoutEntry, scripts, undefined, 'dist/de/index.html')).toThrow(
      /dist\/de\/index\.html.*\/assets\/app-abc123\.js/,
    )
  })
})

describe('pinDataTimes', () => {
  it('gives the page data the sources’ time, so the same sources render the same page, and touches nothing else', () => {
    const page = (at: number) =>
      `<p>"dataUpdatedAt":5</p><script type="application/json" data-page-data="">{"queries":[{"dehydratedAt":${at},"state":{"data":{"title":"x"},"dataUpdatedAt":${at - 3},"errorUpdatedAt":0}}]}</script>`
    const pinned = pinDataTimes(page(1795483641885), 1763942400000)
    expect(pinned).toBe(pinDataTimes(page(1795483666708), 1763942400000))
    const data = JSON.parse(/data-page-data="">([^<]*)</.exec(pinned)![1]!)
    expect(data.queries[0]).toMatchObject({
      dehydratedAt: 1763942400000,
      state: { data: { title: 'x' }, dataUpdatedAt: 1763942400000, errorUpdatedAt: 0 },
    })
    expect(pinned.startsWith('<p>"dataUpdatedAt":5</p>')).toBe(true)
  })
})
