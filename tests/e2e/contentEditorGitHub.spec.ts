/**
 * The content editor as it runs in production: built for GitHub on an origin of its own
 * (CMS_ORIGIN; npm run build:test writes it to dist-cms/), signing in through the OAuth endpoint
 * (functions/oauth/, src/edge/cmsOAuth.ts) and publishing through the editorial workflow, against
 * a stand-in for github.com and api.github.com over a real Git repository
 * (tests/contentEditor/githubStandIn/; where it differs from GitHub: tests/contentEditor/DIFFERENCES.md).
 * Nothing leaves the machine: every request to another host is refused, and GitHub's avatar host
 * is answered here.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { editorSiteDir } from '../../scripts/admin/buildEditor'
import { distDir, projectRoot } from '../../scripts/shared/projectPaths'
import { normalisedFrontMatter } from '../../src/contentRules/postRules'
import { localizedPath } from '../../src/routing/localizedPath'
import { startEditorOriginServer, type EditorOriginServer } from '../contentEditor/editorOriginServer'
import { startGitHubStandIn, type GitHubStandIn } from '../contentEditor/githubStandIn/server'
import { startPagesStandIn } from '../contentEditor/pagesStandIn/server'
import { testGitHub, testGitHubEndpointEnv } from '../contentEditor/testGitHub'

test.describe.configure({ mode: 'serial' })

const slug = 'ss7-interception-explained'
const folder = `src/content/blog/${slug}`
const titles = {
  es: 'La interceptación SS7, explicada para compras públicas',
  en: 'SS7 interception explained for procurement teams',
}
/** A 1×1 PNG for GitHub's avatar host. */
const avatar = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

let github: GitHubStandIn
let editorOrigin: EditorOriginServer
let seed = ''

test.beforeAll(async () => {
  github = await startGitHubStandIn({
    sourceDir: projectRoot,
    seedPaths: ['src/content/blog', 'locales', 'package.json', 'vite.config.ts'],
    ...testGitHub.repo,
    apiPort: testGitHub.apiPort,
    webPort: testGitHub.webPort,
    app: { ...testGitHub.app, callbackUrl: `${testGitHub.editorOrigin}/oauth/callback` },
  })
  seed = (await github.repository.ref('refs/heads/main'))!
  editorOrigin = await startEditorOriginServer({
    dir: editorSiteDir(distDir),
    port: testGitHub.editorPort,
    env: testGitHubEndpointEnv,
  })
})

test.afterAll(async () => {
  // When the set-up failed half-way, only what started is closed (and the hook still ends).
  if (editorOrigin) await new Promise((resolve) => editorOrigin.server.close(resolve))
  await github?.close()
})

/** Requests to any host but this machine are refused and listed; GitHub's avatars are answered here. */
async function keepOnThisMachine(context: BrowserContext): Promise<string[]> {
  const elsewhere: string[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.hostname === '127.0.0.1') return route.continue()
    if (url.hostname === 'avatars.githubusercontent.com')
      return route.fulfill({ contentType: 'image/png', body: avatar })
    elsewhere.push(url.href)
    return route.abort()
  })
  return elsewhere
}

/** Errors, CSP violations and failed responses in the editor, besides the ones expected. */
function watchEditor(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource')) return
    if (message.type() === 'error' || /Content Security Policy/.test(message.text()))
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

/** Opens the editor's sign-in window and checks it still has its opener on GitHub's page. */
async function openSignIn(page: Page, button = 'Login with GitHub') {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: button }).click()])
  await popup.waitForURL(`${testGitHub.webUrl}/login/oauth/authorize?**`)
  return popup
}

test('an editor signs in through GitHub’s window, edits a post in Spanish and English, and publishes it through a pull request', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const elsewhere = await keepOnThisMachine(context)
  const problems = watchEditor(page)
  page.on('dialog', (dialog) => void dialog.accept())

  // The editor's own origin, with its own headers.
  const response = await page.goto(`${testGitHub.editorOrigin}/?lang=es#/collections/blog/entries/${slug}/index`)
  expect(response!.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  expect(response!.headers()['content-security-policy']).toContain(
    `connect-src 'self' blob: ${testGitHub.apiUrl} ${testGitHub.editorOrigin};`,
  )

  // 1. Sign-in: the window goes to GitHub through the endpoint, keeps its opener, and closes itself with the token delivered.
  // Decap speaks the language being edited (?lang=es), in its own words and ours (src/admin/editorText.ts).
  const popup = await openSignIn(page, 'Iniciar sesión con GitHub')
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true)
  const authorize = new URL(popup.url())
  expect(Object.fromEntries(authorize.searchParams)).toEqual({
    client_id: testGitHub.app.clientId,
    redirect_uri: `${testGitHub.editorOrigin}/oauth/callback`,
    scope: 'public_repo',
    state: expect.stringMatching(/^[\w-]{43}$/),
    allow_signup: 'false',
  })
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Authorize vaultline' }).click()])
  expect(github.oauthEvents.map((event) => `${event.step}: ${event.outcome}`)).toEqual([
    'authorize: shown',
    'approve: code issued',
    'exchange: token issued',
  ])

  // 2. The post, Spanish beside English: a new title in each.
  await expect(page.getByRole('button', { name: 'Escribiendo en ES' })).toBeVisible({ timeout: 20_000 })
  const title = page.getByLabel('Título', { exact: true })
  await expect(title.first()).toHaveValue('La interceptación mediante SS7, explicada')
  await title.first().fill(titles.es)
  await title.nth(1).fill(titles.en)

  // 3. Saved as a draft: a branch and a pull request labelled as a draft.
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Entrada guardada').first()).toBeVisible({ timeout: 20_000 })
  const branch = `refs/heads/cms/blog/${slug}/index`
  expect(await github.repository.ref(branch)).not.toBeNull()
  expect(github.state.pulls).toHaveLength(1)
  expect(github.state.pulls[0]).toMatchObject({
    number: 1,
    state: 'open',
    headRef: `cms/blog/${slug}/index`,
    baseRef: 'main',
    labels: ['decap-cms/draft'],
    user: 'amara-lewis',
  })

  // 4. In review, then ready: the pull request's label follows.
  for (const [status, label] of [
    ['En revisión', 'decap-cms/pending_review'],
    ['Listo', 'decap-cms/pending_publish'],
  ] as const) {
    await page.getByRole('button', { name: /^Estado: / }).click()
    await page.getByRole('menuitem', { name: status }).click()
    await expect.poll(() => github.state.pulls[0]!.labels).toEqual([label])
  }

  // 5. Published: the pull request is squashed into main and its branch deleted.
  await page.getByRole('button', { name: 'Publicar', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publicar ahora' }).click()
  await expect(page.getByText('Entrada publicada').first()).toBeVisible({ timeout: 20_000 })
  expect(github.state.pulls[0]).toMatchObject({ state: 'closed', merged: true })
  expect(await github.repository.ref(branch)).toBeNull()

  // What arrived on main: one commit on top of what was there, by the signed-in editor, changing exactly the two files.
  const main = (await github.repository.ref('refs/heads/main'))!
  const commit = (await github.repository.commit(main))!
  expect(commit.parents).toEqual([seed])
  expect(commit.message).toBe(
    `Update Entrada del blog “${slug}/index” (#1)\n\nAutomatically generated. Merged on Decap CMS.\n`,
  )
  expect(commit.author).toMatchObject({ name: 'Amara Lewis', email: '4207+amara-lewis@users.noreply.github.com' })
  expect(github.state.pulls[0]!.mergeCommitSha).toBe(main)
  const changed = await github.repository.changedFiles(seed, main)
  expect(changed.map((file) => `${file.status} ${file.path}`)).toEqual(
    ['de', 'en', 'es', 'fr', 'pt'].map((language) => `M ${folder}/index.${language}.md`),
  )
  const file = async (commit: string, language: string) => {
    const text = (await github.repository.blob(
      (await github.repository.resolve(`${commit}:${folder}/index.${language}.md`))!,
    ))!.toString('utf8')
    const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []
    return { text, frontMatter: parse(frontMatter) as Record<string, unknown>, body }
  }
  expect((await file(main, 'es')).text).toMatch(new RegExp(`^---\\ntitle: ${titles.es}\\n`))
  expect((await file(main, 'en')).text).toMatch(new RegExp(`^---\\ntitle: ${titles.en}\\n`))
  // Decap writes every language's file of the entry again in its own YAML style, empty optional
  // fields as null (which the build reads as absent): what they say is unchanged.
  for (const language of ['de', 'fr', 'pt']) {
    const [before, after] = [await file(seed, language), await file(main, language)]
    expect(normalisedFrontMatter(after.frontMatter), language).toEqual(normalisedFrontMatter(before.frontMatter))
    expect(after.body, language).toBe(before.body)
  }

  // Every API call carried the token with the scope asked for; nothing went anywhere else.
  expect(
    new Set(
      github.requests
        .filter((request) => request.method !== 'OPTIONS')
        .map((request) => JSON.stringify(request.scopes)),
    ),
  ).toEqual(new Set([JSON.stringify(['public_repo'])]))
  // The one refusal: the uploads folder, which this repository does not have yet (Decap expects the 404).
  expect(
    new Set(
      github.requests
        .filter((request) => request.status >= 400)
        .map((request) => `${request.status} ${request.method} ${request.path}`),
    ),
  ).toEqual(new Set(['404 GET /repos/vaultline/website/git/trees/main:public/uploads']))
  expect(elsewhere).toEqual([])
  expect(problems).toEqual([])
  await test.info().attach('GitHub API requests', {
    body: github.requests
      .map(
        (request) =>
          `${request.status} ${request.method} ${request.path}${Object.keys(request.query).length ? `?${new URLSearchParams(request.query)}` : ''} ${request.body && Object.keys(request.body).length ? JSON.stringify(request.body) : ''}`,
      )
      .join('\n'),
    contentType: 'text/plain',
  })
})

test('the sign-in window loses its opener under the site’s COOP (same-origin), and the sign-in cannot finish', async ({
  page,
  context,
}) => {
  await keepOnThisMachine(context)
  editorOrigin.overrideHeader('Cross-Origin-Opener-Policy', 'same-origin')
  try {
    await page.goto(`${testGitHub.editorOrigin}/`)
    const popup = await openSignIn(page)
    // What the review saw with /admin's old header: the window has no opener, so nothing can reach the editor.
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await popup.getByRole('button', { name: 'Authorize vaultline' }).click()
    await expect(popup.getByText('This window has lost its link to the content editor')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
  } finally {
    editorOrigin.overrideHeader('Cross-Origin-Opener-Policy', null)
  }
})

test('a page on another origin that opens the sign-in never receives the token', async ({ page, context }) => {
  await keepOnThisMachine(context)
  const attacker = 'https://attacker.example/'
  // The other site's page: it opens the endpoint, plays Decap's part of the handshake, and keeps whatever it is sent.
  await page.route(attacker, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Elsewhere</title><button id="open">Sign in</button><script>
        window.received = []
        addEventListener('message', (event) => { window.received.push(String(event.data)); event.source && event.source.postMessage(event.data, '*') })
        document.getElementById('open').onclick = () => {
          const auth = open(${JSON.stringify(`${testGitHub.editorOrigin}/oauth/auth?provider=github&scope=repo&site_id=attacker.example`)}, 'auth')
          setInterval(() => { try { auth.postMessage('authorizing:github', '*') } catch {} }, 100)
        }
      </script>`,
    }),
  )
  const exchangesBefore = github.oauthEvents.filter((event) => event.outcome === 'token issued').length
  await page.goto(attacker)
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in' }).click()])
  await popup.waitForURL(`${testGitHub.webUrl}/login/oauth/authorize?**`)
  // The endpoint asked GitHub for its own scope, not the one in the window's address.
  expect(new URL(popup.url()).searchParams.get('scope')).toBe('public_repo')
  await popup.getByRole('button', { name: 'Authorize vaultline' }).click()
  await popup.waitForURL(`${testGitHub.editorOrigin}/oauth/callback?**`)
  await expect(popup.getByText('Finishing the sign-in to the content editor')).toBeVisible()
  // GitHub gave the endpoint a token; the page that opened the window got nothing, however long it waits.
  await expect
    .poll(() => github.oauthEvents.filter((event) => event.outcome === 'token issued').length)
    .toBe(exchangesBefore + 1)
  await page.waitForTimeout(1500)
  expect(await page.evaluate(() => (window as Window & { received?: string[] }).received)).toEqual([])
})

test('the editor’s origin holds the editor and nothing of the site', async ({ request }) => {
  for (const path of ['/sign-in/', '/blog/', '/assets/app-loader.js', '/_headers'])
    expect((await request.get(`${testGitHub.editorOrigin}${path}`)).status(), path).toBe(404)
  const home = await request.get(`${testGitHub.editorOrigin}/`)
  expect(await home.text()).toContain('<title>Vaultline content editor</title>')
  expect((await request.get(`${testGitHub.editorOrigin}/robots.txt`)).headers()['x-robots-tag']).toBe(
    'noindex, nofollow',
  )
})

/** Signs in through GitHub's window on a page of the editor already open. */
async function signIn(page: Page) {
  const popup = await openSignIn(page)
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Authorize vaultline' }).click()])
}

/** Seconds, to one decimal, between two performance.now() readings. */
const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`

/** The text of a page's first heading on the host, or its status when it has none. */
async function headingOn(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) return `HTTP ${response.status}`
  return /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1] ?? ''
}

/**
 * Decap asks for the preview's status once when the saved entry opens, and again on "Check for
 * Preview": pressed until "View Preview" is there, as an editor would. Returns the link.
 */
async function waitForViewPreview(page: Page) {
  const link = page.getByRole('link', { name: 'View Preview' })
  await expect(async () => {
    const check = page.getByRole('button', { name: 'Check for Preview' })
    if (await check.isVisible()) await check.click()
    await expect(link).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 90_000 })
  return link
}

/** The measured steps of a run, printed and attached (figures for docs/content-editor.md, never asserted). */
async function reportTimings(lines: string[]) {
  process.stdout.write(`\n[publishing loop on the stand-ins]\n${lines.map((line) => `  ${line}`).join('\n')}\n`)
  await test.info().attach('publishing loop timings', { body: lines.join('\n'), contentType: 'text/plain' })
}

test('ED-3: save → preview on the host linked from the editor with the checks’ result in words → publish → live → revert → live as before', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000)
  const elsewhere = await keepOnThisMachine(context)
  const problems = watchEditor(page)
  page.on('dialog', (dialog) => void dialog.accept())
  const host = await startPagesStandIn({
    github,
    port: testGitHub.hostPort,
    context: testGitHub.previewContext,
  })
  const timings: string[] = []
  try {
    const slug = 'harvest-now-decrypt-later'
    const path = localizedPath({ page: 'blogPost', language: 'en', params: { slug } })
    const before = 'Harvest now, decrypt later: why today’s traffic is at risk'
    const after = 'Harvest now, decrypt later: what is at risk today'
    expect(await headingOn(`${host.origin}${path}`)).toBe(before)

    await page.goto(`${testGitHub.editorOrigin}/#/collections/blog/entries/${slug}/index`)
    await signIn(page)
    const title = page.getByLabel('Title', { exact: true }).first()
    await expect(title).toHaveValue(before, { timeout: 60_000 })
    await title.fill(after)

    // 1. Save: a draft, which the host checks and builds into a preview of its branch.
    const saved = performance.now()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 60_000 })
    timings.push(`Save → “Entry saved”: ${seconds(saved, performance.now())}`)
    const branch = `cms/blog/${slug}/index`
    const head = (await github.repository.ref(`refs/heads/${branch}`))!

    // 2. The checks' result in words, above the editor's preview (beside Checks before saving), and Decap's link to the preview.
    await page.getByTitle('Toggle preview').click()
    const onHost = page.frameLocator('#preview-pane').locator('[data-draft-on-host]')
    await expect(onHost).toHaveAttribute('data-draft-on-host', 'success', { timeout: 60_000 })
    await expect(onHost).toContainText('Every check passed. The preview of your saved draft is ready')
    await expect(onHost).toContainText('Preview ready: every check passed.')
    timings.push(`Save → the editor says every check passed: ${seconds(saved, performance.now())}`)
    const link = await waitForViewPreview(page)
    timings.push(`Save → “View Preview” in the editor: ${seconds(saved, performance.now())}`)
    const previewUrl = `${host.previewUrl(branch)}${path.slice(1, -1)}`
    expect(await link.getAttribute('href')).toBe(previewUrl)

    // 3. The preview shows the change; the live site does not yet.
    const [preview] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(after)
    await preview.close()
    expect(await headingOn(`${host.origin}${path}`)).toBe(before)
    const previewBuild = host.deployments.find((deployment) => deployment.sha === head)!
    expect(previewBuild).toMatchObject({ environment: 'preview', outcome: 'success' })
    // The host reported a check run, as Cloudflare Pages does; the link came through the repository's
    // preview-status workflow (.github/workflows/preview-status.yml), whose status Actions' token posted.
    expect(github.state.checkRuns.filter((run) => run.headSha === head)).toMatchObject([
      { app: { slug: 'cloudflare-workers-and-pages' }, status: 'completed', conclusion: 'success' },
    ])
    expect(github.state.statuses.get(head)!.map((status) => `${status.creator} ${status.state}`)).toEqual([
      'github-actions[bot] pending',
      'github-actions[bot] success',
    ])

    // 4. Publish: the pull request is merged into main, which the host builds and puts live.
    for (const status of ['In review', 'Ready']) {
      await page.getByRole('button', { name: /^Status: / }).click()
      await page.getByRole('menuitem', { name: status }).click()
    }
    await expect.poll(() => github.state.pulls.at(-1)!.labels).toEqual(['decap-cms/pending_publish'])
    const published = performance.now()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Publish now' }).click()
    await expect(page.getByText('Entry published').first()).toBeVisible({ timeout: 60_000 })
    timings.push(`Publish → “Entry published”: ${seconds(published, performance.now())}`)
    const pull = github.state.pulls.at(-1)!
    expect(pull).toMatchObject({ merged: true, headRef: branch })
    await expect.poll(() => headingOn(`${host.origin}${path}`), { timeout: 60_000 }).toBe(after)
    timings.push(`Publish → live site shows the change: ${seconds(published, performance.now())}`)
    const liveBuild = host.deployments.find((deployment) => deployment.sha === pull.mergeCommitSha)!
    expect(liveBuild).toMatchObject({ environment: 'production', outcome: 'success' })

    // 5. Undo, as docs/content-editor.md says: Revert on the merged pull request, then merge the revert.
    const reverted = performance.now()
    const revert = (await github.revertPullRequest(pull.number))!
    expect(revert.title).toBe(`Revert "${pull.title}"`)
    // The revert is a change like any other: the host checks it and builds its preview first.
    await expect
      .poll(async () => (await host.settled(), host.deployments.find((d) => d.branch === revert.headRef)?.outcome), {
        timeout: 60_000,
      })
      .toBe('success')
    timings.push(`Revert → its checks passed and its preview is built: ${seconds(reverted, performance.now())}`)
    const merge = await fetch(`${github.apiUrl}/repos/vaultline/website/pulls/${revert.number}/merge`, {
      method: 'PUT',
      headers: { Authorization: `token ${github.issueToken(['public_repo'])}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ merge_method: 'squash' }),
    })
    expect(merge.status).toBe(200)
    await expect.poll(() => headingOn(`${host.origin}${path}`), { timeout: 60_000 }).toBe(before)
    timings.push(`Revert → live site shows the old text again: ${seconds(reverted, performance.now())}`)
    // main's post is the one before the change, byte for byte.
    const main = (await github.repository.ref('refs/heads/main'))!
    expect(await github.repository.resolve(`${main}:src/content/blog/${slug}/index.en.md`)).toBe(
      await github.repository.resolve(`${pull.mergeCommitSha}^:src/content/blog/${slug}/index.en.md`),
    )

    for (const deployment of host.deployments.filter((candidate) => candidate.at.reported)) {
      const { at, steps } = deployment
      timings.push(
        `host build ${deployment.id} (${deployment.environment}, ${deployment.branch}): waited ${seconds(at.pushed, at.started!)}, checkout ${seconds(0, steps!.checkout)}, checks ${seconds(0, steps!.checks)}, pages ${seconds(0, steps!.render)}, push → check run ${seconds(at.pushed, at.reported!)}, → the workflow’s status ${at.status ? seconds(at.pushed, at.status) : 'not posted yet'}`,
      )
    }
    // The box's reads of the host's status carry no token (src/admin/host/draftStatus.ts): the editor's stays with Decap.
    const reads = github.requests.filter((request) => request.path.includes('/commits/heads/cms/blog/'))
    expect(reads.length).toBeGreaterThan(0)
    expect(new Set(reads.map((request) => request.scopes))).toEqual(new Set([null]))
    expect(elsewhere).toEqual([])
    expect(problems).toEqual([])
  } finally {
    await reportTimings(timings)
    await host.close()
    await host.settled()
  }
})

test('ED-3: a draft the host’s checks refuse: the editor says why in words, no preview is linked, and once published the live site stays as it was', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  await keepOnThisMachine(context)
  const problems = watchEditor(page)
  page.on('dialog', (dialog) => void dialog.accept())
  const host = await startPagesStandIn({ github, port: testGitHub.hostPort, context: testGitHub.previewContext })
  const timings: string[] = []
  try {
    const slug = 'voice-cloning-and-the-ceo-call'
    const path = localizedPath({ page: 'blogPost', language: 'en', params: { slug } })
    // A post's address the editor accepts (the path is a post's), which leads nowhere: no such post is published.
    const missing = localizedPath({ page: 'blogPost', language: 'en', params: { slug: 'the-sequel-nobody-wrote' } })
    const liveBefore = await (await fetch(`${host.origin}${path}`)).text()
    expect(liveBefore).toContain('<h1>Voice cloning and the CEO call</h1>')

    await page.goto(`${testGitHub.editorOrigin}/#/collections/blog/entries/${slug}/index`)
    await signIn(page)
    await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue('Voice cloning and the CEO call', {
      timeout: 60_000,
    })
    // The body in Markdown mode, a sentence with the link added at its end.
    // (The body toolbar's switch, beside its "Markdown" label: the form's other switches are fields, such as Draft.)
    const markdownMode = page
      .getByText('Markdown', { exact: true })
      .first()
      .locator('xpath=preceding-sibling::*[@role="switch"][1]')
    await markdownMode.click()
    await expect(markdownMode).toHaveAttribute('aria-checked', 'true')
    const body = page.locator('[data-slate-editor]').first()
    const lines = body.locator('[data-slate-node="element"]')
    // The body as Markdown, its last written line at the end: typing before the switch has settled has
    // gone to the start of the body (the editor replaced under the caret), and a click on the empty line
    // the body's final newline gives, or keys that move the caret, have typed where the click was.
    const lastWritten = lines.filter({ hasText: /\S/ }).last()
    await expect(lastWritten).toHaveText(/^- \[CISA/)
    await expect(body).toBeEditable()
    // The caret placed by one click past the end of that line's text: no key moves it afterwards.
    const box = (await lastWritten.boundingBox())!
    await lastWritten.click({ position: { x: box.width - 1, y: box.height - 2 } })
    await expect
      .poll(() =>
        lastWritten.evaluate((line) => {
          const selection = document.getSelection()
          return (
            selection?.isCollapsed === true &&
            line.contains(selection.anchorNode) &&
            selection.anchorOffset === selection.anchorNode?.textContent?.length
          )
        }),
      )
      .toBe(true)
    await page.keyboard.type(`\n\nMore in [the sequel](${missing}).`)
    await expect(lines.filter({ hasText: /\S/ }).last()).toHaveText(`More in [the sequel](${missing}).`)
    const saved = performance.now()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 60_000 })
    const branch = `cms/blog/${slug}/index`
    expect(
      (await github.repository.blob(
        (await github.repository.resolve(`refs/heads/${branch}:src/content/blog/${slug}/index.en.md`))!,
      ))!.toString(),
    ).toContain(`\n\nMore in [the sequel](${missing}).\n`)

    // In words, in the editor: the checks failed, which file, which link, and where to read every problem.
    await page.getByTitle('Toggle preview').click()
    const onHost = page.frameLocator('#preview-pane').locator('[data-draft-on-host]')
    await expect(onHost).toHaveAttribute('data-draft-on-host', 'failure', { timeout: 60_000 })
    timings.push(`Save → the editor says the checks failed: ${seconds(saved, performance.now())}`)
    await expect(onHost).toContainText('The host’s checks failed: there is no preview')
    await expect(onHost).toContainText(
      `No preview: 1 problem. Body: The link to ${missing} leads to no page of the site.`,
    )
    const report = onHost.getByRole('link', { name: 'Read every problem' })
    const [reportPage] = await Promise.all([page.waitForEvent('popup'), report.click()])
    await expect(reportPage.getByRole('listitem')).toContainText(`src/content/blog/${slug}/index.en.md`)
    await expect(reportPage.getByRole('listitem')).toContainText(missing)
    await reportPage.close()
    // Decap links no preview: its button only asks again.
    await page.getByRole('button', { name: 'Check for Preview' }).click()
    await expect(page.getByRole('button', { name: 'Check for Preview' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Preview' })).toHaveCount(0)

    // Published anyway (nothing here requires the host's check before a merge): main's build fails too,
    // and the live site stays as it was.
    for (const status of ['In review', 'Ready']) {
      await page.getByRole('button', { name: /^Status: / }).click()
      await page.getByRole('menuitem', { name: status }).click()
    }
    await expect.poll(() => github.state.pulls.at(-1)!.labels).toEqual(['decap-cms/pending_publish'])
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Publish now' }).click()
    await expect(page.getByText('Entry published').first()).toBeVisible({ timeout: 60_000 })
    const main = github.state.pulls.at(-1)!.mergeCommitSha!
    await expect
      .poll(async () => (await host.settled(), host.deployments.find((d) => d.sha === main)?.outcome), {
        timeout: 60_000,
      })
      .toBe('failure')
    const [, result] = github.state.statuses.get(main)!
    expect(result).toMatchObject({ state: 'failure', context: testGitHub.previewContext })
    expect(result!.description).toMatch(/^Not published: 1 problem\. Body: The link to /)
    expect(await (await fetch(`${host.origin}${path}`)).text()).toBe(liveBefore)
    expect(problems).toEqual([])
  } finally {
    await reportTimings(timings)
    await host.close()
    await host.settled()
  }
})
