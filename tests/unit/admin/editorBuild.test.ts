/** The content editor's build when there is no editor to build; the editor's own Vite build: tests/integration/editorBuild.test.ts. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildEditor } from '../../../scripts/admin/buildEditor'
import { projectRoot } from '../../../scripts/shared/projectPaths'

const outDir = mkdtempSync(join(tmpdir(), 'editor-build-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('a build without a content-editor back end', () => {
  it('L-7: ships no editor: /admin/ is one page, not indexed, that tells whoever opens it where editing happens, in words, not build variables', async () => {
    const result = await buildEditor({ projectRoot, outDir, cacheDir: null, env: {} })
    expect(result.built).toBe('not connected')
    expect(readdirSync(join(outDir, 'admin'))).toEqual(['index.html'])
    const page = readFileSync(join(outDir, 'admin', 'index.html'), 'utf8')
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(page).toContain('The content editor is not available on this copy of the website')
    expect(page).toContain('open the editor at the address your team gave you')
    // What to set is the developer's business: the build line and docs/content-editor.md say it.
    expect(page).not.toMatch(/CMS_|<code>|npm run|docs\//)
    expect(page).not.toContain('<script')
    expect(existsSync(join(outDir, 'admin', 'assets'))).toBe(false)
  })

  it('still refuses a back end that is half set, naming the variable', async () => {
    await expect(
      buildEditor({ projectRoot, outDir, cacheDir: null, env: { CMS_GITHUB_REPO: 'vaultline/website' } }),
    ).rejects.toThrow(/CMS_OAUTH_BASE_URL/)
  })
})
