/**
 * The contract with the third-party internals the site relies on (docs/architecture.md,
 * "Third-party internals"). Two adapters are the only places that touch them:
 * scripts/render/ssgAdapter.ts (vite-react-ssg, its react-helmet-async, react-router) and
 * src/app/ssgRuntime.ts (vite-react-ssg's client). This test fails when an installed version is not the one they were written
 * against, naming what to re-check, and when an internal they use is gone or has changed shape,
 * so that an upgrade breaks here rather than on the site.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Head, ViteReactSSG } from 'vite-react-ssg'
import { describe, expect, it, vi } from 'vitest'
import {
  createStaticHandler,
  createStaticRouter,
  headTagsOf,
  HelmetProvider,
  ssgRenderContext,
  ssgRootMarkup,
  StaticRouterProvider,
  type HelmetData,
} from '../../../scripts/render/ssgAdapter'
import { isStaleBuild } from '../../../src/app/ssgRuntime'

const root = join(import.meta.dirname, '..', '..', '..')
const ssgEntry = fileURLToPath(import.meta.resolve('vite-react-ssg'))

/** The copy of `name` that `fromFile` imports (Node looks in node_modules/ of each folder above it), and its version. */
function installedVersion(name: string, fromFile: string): { version: string; dir: string } {
  for (let dir = dirname(fromFile); ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json')
    if (existsSync(manifest))
      return {
        version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version,
        dir: dirname(manifest),
      }
    if (dirname(dir) === dir) throw new Error(`${name} is not installed where ${fromFile} would import it from`)
  }
}

const appFile = join(root, 'src', 'main.tsx')

/** Each dependency whose internals an adapter uses, the version it was written against, and what to re-check on a change. */
const pins = [
  {
    name: 'vite-react-ssg',
    from: appFile,
    version: '0.9.2',
    recheck:
      'patches/vite-react-ssg+0.9.2.patch (npm install says when it no longer applies: re-make it against the new build, or drop the parts upstream took; patches/README.md); scripts/render/prerender.ts (the options and hooks it passes to build()); scripts/render/ssgAdapter.ts (the context fields createRoot(false, path) gives, the server-rendered root and window.__VITE_REACT_SSG_HASH__, the nested react-helmet-async, the react-dom/client start-up import) against its src/node/build.ts and src/client; src/app/ssgRuntime.ts (how its client fetches loader data); then scripts/render/renderPage.ts (the development server) against its RemixAdapter',
  },
  {
    name: 'react-helmet-async',
    from: ssgEntry,
    version: '1.3.0',
    recheck:
      'the copy nested under vite-react-ssg: scripts/render/ssgAdapter.ts (HelmetProvider taken from where vite-react-ssg resolves it; headTagsOf: the helmet context’s toString() output and the empty <title>)',
  },
  {
    name: 'react-router-dom',
    from: appFile,
    version: '6.30.6',
    recheck:
      'scripts/render/ssgAdapter.ts (react-router-dom/server.js, the static handler, router and provider, which the development server renders with)',
  },
  {
    name: 'wrangler',
    from: join(root, 'package.json'),
    version: '4.86.0',
    recheck:
      'patches/wrangler+4.86.0.patch (npm install says when it no longer applies; whether upstream still turns on the runtime’s Network domain with no DevTools attached: patches/README.md); scripts/tools/pagesDev.ts (the flags and environment it starts wrangler pages dev with)',
  },
  {
    name: 'react-i18next',
    from: appFile,
    version: '17.1.13',
    recheck:
      'patches/react-i18next+17.1.13.patch (npm install says when it no longer applies; whether upstream now copies the i18next instance for useTranslation only when `i18n` is read: patches/README.md)',
  },
  {
    name: 'i18next',
    from: appFile,
    version: '26.7.2',
    recheck:
      'patches/i18next+26.7.2.patch (npm install says when it no longer applies; whether upstream now spreads the options only for a selector and merges the default variables only for a string with a placeholder: patches/README.md)',
  },
  {
    name: '@remix-run/router',
    from: fileURLToPath(import.meta.resolve('react-router-dom')),
    version: '1.23.4',
    recheck:
      'patches/@remix-run+router+1.23.4.patch (npm install says when it no longer applies; whether upstream now keeps a compiled route pattern: patches/README.md)',
  },
  {
    name: 'decap-cms-core',
    from: join(root, 'node_modules', 'decap-cms-app', 'package.json'),
    version: '3.19.1',
    recheck:
      'src/admin/translations/TranslationSourceControl.tsx (the `locale` and `getEntry` it reads from its props) against decap-cms-core’s src/components/Editor/EditorControlPane/EditorControl.js and Widget.js; and whether its invokeEvent (src/lib/registry.js) now keeps a whole entry a preSave listener returns, as Decap’s documentation describes: then a listener can set a translation’s sourceVersion instead (docs/translations.md)',
  },
] as const

describe('the dependencies the adapters were written against', () => {
  for (const { name, from, version, recheck } of pins) {
    it(`${name} is ${version}`, () => {
      const installed = installedVersion(name, from)
      expect(
        installed.version,
        `${name} is now ${installed.version} (${installed.dir}); the adapters were written against ${version}. Re-check ${recheck}. When they hold, update the pin in tests/unit/architecture/dependencyContracts.test.ts and the versions in the adapters' comments and docs/architecture.md.`,
      ).toBe(version)
    })
  }
})

/** vite-react-ssg's own code, every module of its dist/, to check that what the adapters mirror is still what it does. */
const ssgSource = (() => {
  const dist = dirname(ssgEntry)
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? [join(dir, entry.name)] : [],
    )
  return files(dist)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
})()

describe('vite-react-ssg, as scripts/render/ssgAdapter.ts and src/app/ssgRuntime.ts use it', () => {
  it('gives the render the context it reads: routes, base, router options and the onSSRAppRendered callbacks', async () => {
    const routes = [{ path: '/', element: null }]
    const rendered = vi.fn()
    const createRoot = ViteReactSSG(
      { routes, basename: '/base/', future: { v7_relativeSplatPath: true } },
      ({ onSSRAppRendered }) => onSSRAppRendered(rendered),
    )
    const context = ssgRenderContext(await createRoot(false, '/'))
    expect(
      context.routes,
      'vite-react-ssg: the context no longer carries the route table (re-check ssgRenderContext)',
    ).toBe(routes)
    expect(context.basename, 'vite-react-ssg: the context no longer carries `base` (re-check ssgRenderContext)').toBe(
      '/base/',
    )
    expect(
      context.future,
      'vite-react-ssg: the context no longer carries routerOptions.future (re-check ssgRenderContext)',
    ).toEqual({ v7_relativeSplatPath: true })
    await context.appRendered('/', '<p></p>')
    expect(
      rendered,
      'vite-react-ssg: triggerOnSSRAppRendered no longer runs the onSSRAppRendered callbacks (re-check ssgRenderContext)',
    ).toHaveBeenCalledOnce()
  })

  it('hydrates a root marked data-server-rendered, and finds its loader-data manifest by window.__VITE_REACT_SSG_HASH__', () => {
    // Its client reads these, and its own build writes them so; the development server writes them as ssgRootMarkup does.
    expect(
      ssgSource,
      'vite-react-ssg: its client no longer tells a prerendered root by [data-server-rendered=true] (re-check ssgRootMarkup)',
    ).toContain('[data-server-rendered=true]')
    expect(
      ssgSource,
      'vite-react-ssg: its build no longer writes window.__VITE_REACT_SSG_HASH__ (re-check ssgRootMarkup)',
    ).toContain('window.__VITE_REACT_SSG_HASH__ = ')
    expect(
      ssgSource,
      'vite-react-ssg: its client no longer fetches static-loader-data-manifest-<hash>.json (re-check isStaleBuild)',
    ).toContain('`static-loader-data-manifest-${window.__VITE_REACT_SSG_HASH__}.json`')
    expect(
      ssgSource,
      'vite-react-ssg: its client no longer reads the loader-data manifest with response.json() (re-check isStaleBuild in src/app/ssgRuntime.ts)',
    ).toMatch(/__VITE_REACT_SSG_STATIC_LOADER_MANIFEST__ = await \(await fetch\(.*\)\)\.json\(\)/)
    expect(ssgRootMarkup('<p>x</p>', 'abc')).toBe(
      `<div id="root" data-server-rendered="true"><p>x</p></div>\n<script>window.__VITE_REACT_SSG_HASH__ = 'abc'</script>`,
    )
    expect(isStaleBuild(new SyntaxError(`Unexpected token '<', "<!doctype "... is not valid JSON`))).toBe(true)
  })

  it('carries the project’s patch (patches/vite-react-ssg+0.9.2.patch): preload links can be left to the site (no module tracking, no JSDOM pass over each page), no loader-data file for a page without data, a build id the sources decide', () => {
    // npm install applies it (postinstall); without it the build is several times slower and publishes an empty file per page.
    expect(
      ssgSource,
      'vite-react-ssg: the patch is not applied: run `npx patch-package` (patches/README.md)',
    ).toContain('preloadLinks = true')
    expect(ssgSource).toMatch(/if \(preloadLinks\) \{\s*const jsdom = new JSDOM\(renderedHTML\)/)
    expect(ssgSource).toContain('Object.values(loaderData).some((data) => data !== void 0)')
    expect(ssgSource).toContain("`window.__VITE_REACT_SSG_HASH__ = '${buildHash}'`")
  })

  it('imports react-dom/client dynamically at start-up, the module the page preloads (isSsgStartupImport)', () => {
    expect(
      ssgSource,
      'vite-react-ssg: its client no longer imports react-dom/client dynamically (re-check isSsgStartupImport)',
    ).toContain("import('react-dom/client')")
    expect(
      existsSync(join(root, 'node_modules', 'react-dom', 'client.js')),
      'react-dom: client.js is gone (re-check isSsgStartupImport)',
    ).toBe(true)
  })

  it('writes <Head> into its nested react-helmet-async, which the adapter’s HelmetProvider collects', () => {
    const collect = (head: ReturnType<typeof createElement> | null) => {
      const context: { helmet?: HelmetData } = {}
      renderToString(createElement(HelmetProvider, { context }, head))
      expect(
        context.helmet,
        'react-helmet-async (nested in vite-react-ssg): HelmetProvider no longer fills context.helmet (re-check HelmetProvider in ssgAdapter.ts)',
      ).toBeDefined()
      return headTagsOf(context.helmet!)
    }
    const withTitle = collect(
      createElement(
        Head,
        null,
        createElement('html', { lang: 'de' }),
        createElement('title', null, 'Titel'),
        createElement('meta', { name: 'description', content: 'Text' }),
      ),
    )
    expect(
      withTitle.head,
      '<Head> no longer reaches the adapter’s HelmetProvider, or react-helmet-async writes its tags otherwise (re-check headTagsOf)',
    ).toBe('<title data-rh="true">Titel</title><meta data-rh="true" name="description" content="Text"/>')
    expect(withTitle.htmlAttributes).toBe('lang="de"')
    // A page that sets no title: react-helmet-async writes an empty <title>, which headTagsOf leaves out.
    expect(
      collect(createElement(Head, null, createElement('meta', { name: 'robots', content: 'noindex' }))).head,
      'react-helmet-async: an empty title is written otherwise (re-check headTagsOf)',
    ).toBe('<meta data-rh="true" name="robots" content="noindex"/>')
  })
})

describe('react-router, as scripts/render/ssgAdapter.ts uses it for the development server', () => {
  it('serves the static rendering API from react-router-dom/server.js', () => {
    for (const [name, value] of Object.entries({ createStaticHandler, createStaticRouter, StaticRouterProvider }))
      expect(typeof value, `react-router-dom/server.js no longer exports ${name}`).toBe('function')
  })
})

describe('Decap CMS, as src/admin/translations/TranslationSourceControl.tsx uses it', () => {
  const editorControls = join(
    installedVersion('decap-cms-core', join(root, 'node_modules', 'decap-cms-app', 'package.json')).dir,
    'src',
    'components',
    'Editor',
    'EditorControlPane',
  )
  it('hands every widget control the pane’s locale and getEntry, the entry as the editor holds it', () => {
    const control = readFileSync(join(editorControls, 'EditorControl.js'), 'utf8')
    const widget = readFileSync(join(editorControls, 'Widget.js'), 'utf8')
    expect(control, 'Decap: EditorControl no longer gives the widget `locale` and `getEntry`').toMatch(
      /<Widget[\s\S]*getEntry=\{getEntry\}[\s\S]*locale=\{locale\}/,
    )
    // Widget passes its props on to the control it creates (React.createElement(controlComponent, { …, getEntry, …, locale, … })).
    expect(widget, 'Decap: Widget no longer passes `getEntry` and `locale` to the control').toMatch(
      /createElement\(controlComponent, \{[\s\S]*getEntry,[\s\S]*locale,[\s\S]*\}\)/,
    )
  })
})

describe('wrangler pages dev, as scripts/tools/pagesDev.ts starts it', () => {
  it('carries the project’s patch (patches/wrangler+4.86.0.patch): wrangler pages dev turns on the runtime’s Network domain only while DevTools is attached', () => {
    // Without it every response's events stay in workerd's memory: 1 GB after 24,000 requests, and the browser suite's server died.
    const inspectorProxy = readFileSync(
      join(root, 'node_modules', 'wrangler', 'wrangler-dist', 'InspectorProxyWorker.js'),
      'utf8',
    )
    const enablesNetwork = /sendRuntimeMessage\(\s*\{ method: "Network\.enable"/g
    expect(
      [...inspectorProxy.matchAll(enablesNetwork)].length,
      'wrangler: InspectorProxyWorker no longer sends Network.enable as the patch expects (patches/README.md)',
    ).toBe(1)
    const guarded =
      /if \(this\.websockets\.devtools !== void 0\) \{\s*this\.sendRuntimeMessage\(\s*\{ method: "Debugger\.enable"[^}]*\},\s*runtime\s*\);\s*this\.sendRuntimeMessage\(\s*\{ method: "Network\.enable"/
    expect(inspectorProxy, 'wrangler: the patch is not applied: run `npx patch-package` (patches/README.md)').toMatch(
      guarded,
    )
  })
})

describe('react-i18next, as every component that translates calls useTranslation', () => {
  it('carries the project’s patch (patches/react-i18next+17.1.13.patch): useTranslation copies the i18next instance only for a component that reads `i18n`', async () => {
    const i18n = (await import('i18next')).createInstance()
    await i18n.init({ lng: 'en', resources: { en: { translation: { hello: 'Hello' } } } })
    const { I18nextProvider, useTranslation } = await import('react-i18next')
    const copies = vi.spyOn(Object, 'getOwnPropertyDescriptors')
    const render = (component: () => string) =>
      renderToString(createElement(I18nextProvider, { i18n }, createElement(component)))
    try {
      expect(render(() => useTranslation().t('hello'))).toBe('Hello')
      expect(
        copies.mock.calls.filter(([object]) => object === i18n),
        'react-i18next: the patch is not applied: run `npx patch-package` (patches/README.md)',
      ).toHaveLength(0)
      expect(render(() => useTranslation().i18n.language)).toBe('en')
      expect(render(() => useTranslation()[1].language)).toBe('en')
      expect(copies.mock.calls.filter(([object]) => object === i18n)).toHaveLength(2)
    } finally {
      copies.mockRestore()
    }
  })
})

describe('i18next, as every string on a page is a call of t', () => {
  it('carries the project’s patch (patches/i18next+26.7.2.patch): a fixed t copies the options only for a selector, and merges the default variables only into a string with a placeholder', async () => {
    const i18n = (await import('i18next')).createInstance()
    await i18n.init({
      lng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false, defaultVariables: { facts: { cipher: 'AES-256-GCM' } } },
      resources: {
        en: {
          translation: {
            hello: 'Hello',
            uses: 'Uses {{facts.cipher}}',
            posts_one: '{{count}} post',
            posts_other: '{{count}} posts',
          },
        },
      },
    })
    // A spread reads every enumerable property: these count the copies a call makes.
    const reads = { options: 0, defaults: 0 }
    const counted = (of: object, name: keyof typeof reads) =>
      Object.defineProperty(of, 'probe', { enumerable: true, configurable: true, get: () => ++reads[name] })
    counted(i18n.options, 'options')
    counted(i18n.options.interpolation!.defaultVariables!, 'defaults')
    const t = i18n.getFixedT('en')
    expect(t('hello')).toBe('Hello')
    expect(reads, 'i18next: the patch is not applied: run `npx patch-package` (patches/README.md)').toEqual({
      options: 0,
      defaults: 0,
    })
    expect(t('uses')).toBe('Uses AES-256-GCM')
    expect(t('posts', { count: 2 })).toBe('2 posts')
    expect(reads).toEqual({ options: 0, defaults: 2 })
    // A selector still gets the options it reads (its namespace and separators).
    const selector = ((strings: { hello: string }) => strings.hello) as unknown as string
    expect(t(selector)).toBe('Hello')
    expect(reads.options).toBe(1)
  })
})

describe('react-router’s matching, as the prerender matches every page against the whole route table', () => {
  it('carries the project’s patch (patches/@remix-run+router+1.23.4.patch): a route pattern is compiled once', async () => {
    const { matchPath } = await import('react-router-dom')
    const Original = globalThis.RegExp
    let compiled = 0
    // Counts the expressions made from this pattern; each is a real RegExp.
    globalThis.RegExp = new Proxy(Original, {
      construct(target, args: [string | RegExp, string?]) {
        if (String(args[0]).includes('patch-check')) compiled += 1
        return Reflect.construct(target, args) as RegExp
      },
    })
    try {
      expect(matchPath('/patch-check/:id', '/patch-check/1')?.params).toEqual({ id: '1' })
      expect(matchPath('/patch-check/:id', '/patch-check/2')?.params).toEqual({ id: '2' })
      expect(matchPath('/patch-check/:id', '/elsewhere')).toBeNull()
    } finally {
      globalThis.RegExp = Original
    }
    expect(compiled, '@remix-run/router: the patch is not applied: run `npx patch-package` (patches/README.md)').toBe(1)
  })
})
