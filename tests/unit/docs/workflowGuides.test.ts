/**
 * Workflows review 2026-12-01: the guides a content editor and a developer follow. ED-3: nothing
 * told an editor how a saved change reaches the public site, where a failure is read, or how to
 * undo a published change. DV-3: docs/adding-a-page.md left out the breadcrumb and the menu links.
 * DV-4: no guide to adding a language. These hold what the guides must keep saying, and that the
 * files, tables, workflow steps and commands they name exist, so a rename elsewhere shows here.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { draftStatusWords } from '../../../src/admin/host/draftStatusWords'
import { breadcrumbKeys } from '../../../routes.config'

const root = join(import.meta.dirname, '..', '..', '..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** The text under the first heading that matches, up to the next heading of the same or a higher level. */
function section(markdown: string, heading: RegExp): string {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && heading.test(line))
  if (start === -1) return ''
  const level = /^#+/.exec(lines[start]!)![0].length
  const end = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line))
  return lines.slice(start, end === -1 ? undefined : end).join('\n')
}

/** Backticked repository paths without placeholders: `src/…`, `routes.config.ts`, `locales/en/`. */
function namedPaths(markdown: string): string[] {
  // `locales/es/common.json#breadcrumb.partners` names one string of a file: the file must exist.
  const paths = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!.replace(/#.*$/, ''))
  return paths.filter(
    (path) =>
      /^(src|scripts|tests|dist-check|locales|docs|\.github)\/|^routes\.config\.ts$/.test(path) && !/[<>…*]/.test(path),
  )
}

const npmScripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts)
const namedScripts = (markdown: string) => [...markdown.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!)

const editorGuide = read('docs/content-editor.md')
const testWorkflow = parse(read('.github/workflows/test.yml')) as {
  name: string
  jobs: { test: { 'timeout-minutes': number; steps: { name?: string; with?: { 'retention-days'?: number } }[] } }
}

describe('the content editor’s guide (docs/content-editor.md)', () => {
  it('ED-3: says how a published change is undone: GitHub’s Revert on the merged pull request, click by click, and the host’s rollback', () => {
    const undo = section(editorGuide, /undo/i)
    expect(undo, 'a section headed "Undoing a published change"').not.toBe('')
    const revert = section(undo, /revert/i)
    for (const click of ['**Pull requests**', '**Closed**', '**Revert**', '**Create pull request**', '**Confirm**'])
      expect(revert, click).toContain(click)
    expect(revert.match(/^\d+\. /gm)?.length ?? 0, 'numbered steps').toBeGreaterThanOrEqual(5)
    expect(undo).toContain('Rollback to this deployment')
    expect(undo).toContain('the next build publishes the change')
  })

  it('ED-3: follows a change from Save to the live site: a draft is a pull request, the statuses, Publish merges, the host builds', () => {
    expect(section(editorGuide, /saving a draft/i)).toContain('pull request')
    const statuses = section(editorGuide, /statuses/i)
    for (const column of ['**Drafts**', '**In Review**', '**Ready**', 'Approve'])
      expect(statuses, column).toContain(column)
    const publishing = section(editorGuide, /^## Publishing/)
    expect(publishing).toMatch(/merges the pull/)
    expect(publishing).toContain('**Failed to publish:**')
    const after = section(editorGuide, /after you publish/i)
    expect(after).toContain('`npm run build`')
    expect(after).toContain('**the live site stays as it was**')
  })

  it('ED-3: sends the editor to where a failure is read, by the names GitHub and the hosts show', () => {
    const failure = section(editorGuide, /why a check or a deployment failed/i)
    // The check's name and the step to open are the workflow's own; a rename must change the guide too.
    expect(failure).toContain(`**${testWorkflow.name}**`)
    const stepNames = testWorkflow.jobs.test.steps.map((step) => step.name)
    const step = /open the step \*([^*]+)\*/.exec(failure)?.[1]
    expect(stepNames).toContain(step)
    const retention = testWorkflow.jobs.test.steps.find((candidate) => candidate.with?.['retention-days'])
    expect(failure).toContain(`for ${retention!.with!['retention-days']} days`)
    expect(failure).toContain('`fix:`')
    for (const place of ['*Details*', '*Deployments*', '*Deploys*']) expect(failure, place).toContain(place)
  })

  it('ED-3: says what the editor sees of the host’s checks and preview, by the labels the editor shows', () => {
    const preview = section(editorGuide, /after saving: the preview/i)
    const words = draftStatusWords('en')
    const plain = (text: string) => text.replaceAll('’', "'")
    expect(preview).toContain(`**${plain(words.heading)}**`)
    for (const said of [words.pending, words.success.split(':')[0]!, words.failure.split(':')[0]!])
      expect(preview, said).toContain(plain(said))
    expect(preview).toContain(`**${words.report}**`)
    // Decap's own labels (decap-cms-locales, English).
    for (const label of ['**View Preview**', '**Check for Preview**', '*Toggle preview*'])
      expect(preview, label).toContain(label)
  })

  it('ED-3: gives the measured time of every step of the loop on the stand-ins, in a table', () => {
    const times = section(editorGuide, /how long it takes/i)
    for (const step of [
      '*Entry saved*',
      '*View Preview*',
      '*Entry published*',
      'live site shows the change',
      'old text again',
    ])
      expect(
        times.split('\n').find((line) => line.includes(step)),
        step,
      ).toMatch(/\| \d+(\.\d)? s(–\d+(\.\d)? s)? \|$/)
  })

  it('ED-3: gives the time limit of the tests as the workflow sets it, and the build time as measured', () => {
    const times = section(editorGuide, /how long it takes/i)
    expect(times).toContain(`longer than ${testWorkflow.jobs.test['timeout-minutes']} minutes`)
    expect(times).toMatch(/`npm run build` took \d+\.\d s/)
  })
})

describe('adding a page (docs/adding-a-page.md)', () => {
  const guide = read('docs/adding-a-page.md')

  it('DV-3: has the breadcrumb step: a key in breadcrumbKeys of routes.config.ts and its label in every common.json', () => {
    expect(breadcrumbKeys.length).toBeGreaterThan(0)
    const breadcrumb = guide.split('\n\n').find((paragraph) => paragraph.includes('`breadcrumbKeys`'))
    expect(breadcrumb, 'a step naming breadcrumbKeys').toBeDefined()
    expect(guide).toMatch(
      /\*\*The breadcrumb's label\*\*, in every language: the key under `breadcrumb` in each\s+`locales\/<lang>\/common\.json`/,
    )
  })

  it('DV-3: has the menu step (pageLinks.ts, the menu or the footer, and the labels’ schema) and says how many files a page touches', () => {
    for (const file of [
      '`src/components/pageLinks.ts`',
      '`src/app/shell/mainNavigation.ts`',
      '`src/app/shell/SiteFooter.tsx`',
      '`src/content/pageCopy/common.ts`',
    ])
      expect(guide, file).toContain(file)
    expect(guide).toMatch(/touches \*\*\d+ files\*\*/)
  })
})

describe('the guides name what exists', () => {
  const guides = ['docs/content-editor.md', 'docs/adding-a-page.md', 'docs/adding-a-language.md']

  it('DV-3 / DV-4: every file, folder and npm script the guides name is in the repository', () => {
    for (const guide of guides) {
      const text = read(guide)
      const missing = namedPaths(text).filter((path) => !existsSync(join(root, path)))
      expect(missing, guide).toEqual([])
      expect(
        namedScripts(text).filter((script) => !npmScripts.includes(script)),
        guide,
      ).toEqual([])
    }
  })

  it('DV-4: each per-language table adding-a-language.md lists is declared in the file it names', () => {
    const guide = read('docs/adding-a-language.md')
    const rows = [...guide.matchAll(/^\| `([^`]+)` \| ((?:`\w+`(?:, )?)+) \|/gm)]
    expect(rows.length).toBeGreaterThanOrEqual(8)
    for (const [, file, tables] of rows) {
      const source = read(file!)
      for (const table of tables!.matchAll(/`(\w+)`/g))
        expect(source, `${table[1]} in ${file}`).toMatch(new RegExp(`const ${table[1]}\\b`))
    }
  })
})
