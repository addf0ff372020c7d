/** The content editor's own origin, built with Vite (a build without an editor: tests/unit/admin/editorBuild.test.ts). */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildEditor, editorSiteDir } from '../../scripts/admin/buildEditor'
import { projectRoot } from '../../scripts/shared/projectPaths'

const outDir = mkdtempSync(join(tmpdir(), 'editor-build-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('a build with the editor on its own origin (CMS_ORIGIN)', () => {
  const siteOut = join(outDir, 'site', 'dist')
  const env = { CMS_GITHUB_REPO: 'vaultline/website', CMS_ORIGIN: 'https://cms.vaultline.example' }

  it('security 2026-11-27 M4: writes the editor as an output of its own, with nothing of the site, and /admin/ points there', {
    timeout: 120_000,
  }, async () => {
    mkdirSync(siteOut, { recursive: true })
    const result = await buildEditor({
      projectRoot,
      outDir: siteOut,
      cacheDir: join(projectRoot, '.tmp', 'cache', 'editor'),
      env,
    })
    expect(result.built).toBe('own origin')
    // The site's /admin/: one page, no script, no editor.
    expect(readdirSync(join(siteOut, 'admin'))).toEqual(['index.html'])
    const pointer = readFileSync(join(siteOut, 'admin', 'index.html'), 'utf8')
    expect(pointer).toContain('<meta http-equiv="refresh" content="0; url=https://cms.vaultline.example/" />')
    expect(pointer).not.toContain('<script')
    // The editor's output: its page and bundle at the root, the copy its previews read, its headers,
    // robots.txt, and the translation status page editors read beside it (docs/translations.md).
    const cms = editorSiteDir(siteOut)
    expect(cms).toBe(join(outDir, 'site', 'dist-cms'))
    expect(readdirSync(cms).sort()).toEqual([
      '_headers',
      'assets',
      'index.html',
      'locales',
      'robots.txt',
      'translation-status',
      'translation-status.json',
    ])
    const files = readdirSync(cms, { recursive: true, encoding: 'utf8' })
    expect(readFileSync(join(cms, 'index.html'), 'utf8')).toMatch(
      /<script type="module" crossorigin src="\/assets\/[^"]+\.js">/,
    )
    expect(readFileSync(join(cms, '_headers'), 'utf8')).toContain(
      "connect-src 'self' blob: https://api.github.com https://cms.vaultline.example;",
    )
    expect(readFileSync(join(cms, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n')
    for (const file of files.filter((name) => name.endsWith('.js')))
      expect(readFileSync(join(cms, file), 'utf8'), file).not.toContain('GoTrueClient')
  })
})
