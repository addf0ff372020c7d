import { parse } from 'node-html-parser'
import { editorPath, languages, searchBundlePath } from '../../routes.config'
import { editorFolder } from '../../src/hosting/headerPolicy'
import { searchableFiles } from '../../src/routing/searchableFiles'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

/**
 * The content editor (/admin) stays apart from the site: its page is noindex, runs no inline
 * script and loads only its own bundle; no page of the site loads any of that bundle, and the
 * sitemap, the feeds and the search index never name it. Its previews draw the site's pages, but
 * its bundle holds no Supabase client (scripts/admin/buildEditor.ts leaves it out).
 */
export const editor: Check = {
  name: 'content editor',
  site(context) {
    const findings: Finding[] = []
    const add = (file: string, message: string, fix: string) => findings.push({ check: this.name, file, message, fix })
    const file = `${editorFolder}/index.html`
    if (!context.files.has(file))
      return [
        {
          check: this.name,
          file,
          message: 'missing',
          fix: 'The hosting step "content editor" (scripts/admin/buildEditor.ts) writes it; see the build log.',
        },
      ]
    const root = parse(context.text(file))
    if (root.querySelector('meta[name="robots"]')?.getAttribute('content') !== 'noindex, nofollow')
      add(file, 'has no <meta name="robots" content="noindex, nofollow">.', 'Keep it in src/admin/index.html.')
    for (const script of root.querySelectorAll('script')) {
      const src = script.getAttribute('src')
      if (!src) add(file, 'runs an inline script, which its CSP forbids.', 'Load code from src/admin/main.ts.')
      else if (!src.startsWith(`${editorPath}assets/`))
        add(
          file,
          `loads ${src}, outside its own bundle.`,
          'The editor is built on its own (scripts/admin/buildEditor.ts).',
        )
    }
    // Decap reads this global by name, so it survives minification: the site's own code must never hold it.
    for (const name of context.files) {
      if (name.startsWith('assets/') && name.endsWith('.js') && context.text(name).includes('CMS_MANUAL_INIT')) {
        add(
          name,
          "holds the content editor (Decap CMS) in the site's own bundle.",
          'Only src/admin/ may import decap-cms-app; the site links to /admin instead.',
        )
      }
    }
    // A class name the Supabase client's auth module keeps through minification.
    for (const name of context.files) {
      if (
        name.startsWith(`${editorFolder}/assets/`) &&
        name.endsWith('.js') &&
        context.text(name).includes('GoTrueClient')
      ) {
        add(
          name,
          'holds the Supabase client.',
          'The editor signs nobody in and sends no leads: keep withoutSupabase() in scripts/admin/buildEditor.ts.',
        )
      }
    }
    const mentions = (name: string) =>
      context.text(name).includes(`${context.siteUrl}${editorPath}`) || context.text(name).includes(`"${editorPath}`)
    for (const name of context.files) {
      if (/(^|\/)(sitemap[^/]*\.xml|rss\.xml|atom\.xml)$/.test(name) && mentions(name))
        add(name, 'names the content editor.', 'The sitemap and feeds list only pages of the manifest.')
    }
    // The search index is compressed; each language's bundle counts its own pages, which says whether anything beyond the manifest's got in.
    for (const language of languages) {
      const searchEntry = `${searchBundlePath(language).slice(1)}pagefind-entry.json`
      const expected = searchableFiles(context.entries.filter((entry) => entry.language === language)).length
      if (!context.files.has(searchEntry)) {
        if (expected > 0)
          add(
            searchEntry,
            `missing, yet the manifest has ${expected} searchable pages in ${language}.`,
            'The hosting step "search index" (scripts/hosting/search.ts) writes a bundle for each language; see the build log.',
          )
        continue
      }
      const counts = Object.values(
        (JSON.parse(context.text(searchEntry)) as { languages: Record<string, { page_count: number }> }).languages,
      )
      const indexed = counts.reduce((sum, { page_count }) => sum + page_count, 0)
      if (indexed !== expected || counts.length !== 1)
        add(
          searchEntry,
          `indexes ${indexed} pages in ${counts.length} languages, but the manifest has ${expected} searchable pages in ${language} alone.`,
          'The search index reads only searchableFiles() (src/routing/searchableFiles.ts) of its own language; never the editor or other files in dist/.',
        )
    }
    return findings
  },
  pages: () => ({
    visit(page) {
      const { tag } = elementsOf(page.root)
      const urls = [
        ...tag('script').map((script) => script.getAttribute('src')),
        ...tag('link').map((link) => link.getAttribute('href')),
      ]
      const bundle = urls.find((url) => url?.startsWith(`${editorPath}assets/`))
      return bundle
        ? [
            {
              check: 'content editor',
              file: page.file,
              message: `loads ${bundle} of the content editor.`,
              fix: 'No page of the site may load the editor: link to /admin, never import src/admin/.',
            },
          ]
        : []
    },
  }),
}
