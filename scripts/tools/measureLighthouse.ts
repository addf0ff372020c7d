/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on each page type in
 * every language, against dist/ served like production, with the system Chromium. Prints
 * the scores against the budgets and writes build-report/lighthouse.json for the report.
 * `npm run lighthouse -- --only=404` measures one page type and `--lang=es` one language; either updates only its rows.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { languages as allLanguages, type Language } from '../../routes.config'
import { chromiumArgs, chromiumExecutable } from './browserPath'
import { buildGeoUrl } from '../plugins/bootScriptPlugin'
import { pageTypes } from '../content/pageTypes'
import { distDir, projectRoot } from '../shared/projectPaths'
import { startPagesDev } from './pagesDev'

const budgets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, clsBelow: 0.02 }
const onlyLanguage = process.argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length)
const languages: Language[] = allLanguages.filter((language) => !onlyLanguage || language === onlyLanguage)
if (languages.length === 0)
  throw new Error(`--lang=${onlyLanguage} names no language; use one of: ${allLanguages.join(', ')}`)
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4391)
/** Lighthouse's own advice: scores vary from run to run, so report the median of several. */
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

/**
 * First-time visitors' language detection may ask a third-party IP-geolocation service (when
 * VITE_GEO_URL names one), which this offline machine cannot reach; a failed request would count
 * as a console error. A local HTTPS stand-in answers for the service's host instead (self-signed,
 * so Chromium is told to accept it). The same-origin /api/geo is answered by the Pages Function (scripts/tools/pagesDev.ts).
 */
async function geolocationStandIn(geoUrl: string | null): Promise<{ flags: string[]; server: Server | null }> {
  if (!geoUrl || !/^https:\/\//.test(geoUrl)) return { flags: [], server: null }
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-geo-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${new URL(geoUrl).hostname}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    const server = createServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        response.end('{"country_code":"GB"}')
      },
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    const geoPort = typeof address === 'object' && address ? address.port : 0
    return {
      flags: [
        `--host-resolver-rules=MAP ${new URL(geoUrl).hostname} 127.0.0.1:${geoPort}`,
        '--ignore-certificate-errors',
      ],
      server,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
const measured = pageTypes().filter(({ type }) => !only || type === only)
if (measured.length === 0)
  throw new Error(
    `--only=${only} names no page type; use one of: ${pageTypes()
      .map(({ type }) => type)
      .join(', ')}`,
  )
const reportFile = join(projectRoot, 'build-report', 'lighthouse.json')
const earlier =
  (only || onlyLanguage) && existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Record<string, Record<string, number>>)
    : {}
const server = await startPagesDev({ distDir, port })
const geo = await geolocationStandIn(buildGeoUrl())
const chrome = await chromeLauncher.launch({
  chromePath: chromiumExecutable(),
  chromeFlags: ['--headless=new', ...chromiumArgs, ...geo.flags],
})
const results: Record<string, Record<string, number>> = { ...earlier }
const problems: string[] = []
try {
  for (const { type, path } of measured) {
    for (const language of languages) {
      const url = `http://127.0.0.1:${port}${path(language)}`
      const runs = []
      for (let attempt = 0; attempt < runsPerPage; attempt += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
        runs.push(result.lhr)
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
      const { categories, audits, finalDisplayedUrl } = runs[Math.floor(runs.length / 2)]!
      if (finalDisplayedUrl !== url) problems.push(`${url} ended at ${finalDisplayedUrl}: the scores are for that page`)
      const scores = {
        performance: (categories.performance?.score ?? 0) * 100,
        accessibility: (categories.accessibility?.score ?? 0) * 100,
        'best-practices': (categories['best-practices']?.score ?? 0) * 100,
        seo: (categories.seo?.score ?? 0) * 100,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      }
      results[`${type}|${language}`] = scores
      const failing = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id)
      const short = (['performance', 'accessibility', 'best-practices', 'seo'] as const).filter(
        (key) => scores[key] < budgets[key],
      )
      if (short.length || !(scores.cls < budgets.clsBelow))
        problems.push(
          `${type} (${language}): ${short.join(', ') || 'CLS'} under budget; failing audits: ${failing.join(', ') || 'none'}`,
        )
      console.log(
        `${type.padEnd(16)}${language.padEnd(4)} perf ${String(Math.round(scores.performance)).padStart(3)}  a11y ${String(Math.round(scores.accessibility)).padStart(3)}  bp ${String(Math.round(scores['best-practices'])).padStart(3)}  seo ${String(Math.round(scores.seo)).padStart(3)}  CLS ${scores.cls.toFixed(3)}  LCP ${(scores.lcpMs / 1000).toFixed(2)} s`,
      )
    }
  }
} finally {
  await chrome.kill()
  await server.close()
  geo.server?.close()
}
mkdirSync(join(projectRoot, 'build-report'), { recursive: true })
writeFileSync(reportFile, `${JSON.stringify(results, null, 2)}\n`)
console.log(
  problems.length ? `\nBelow budget:\n  ${problems.join('\n  ')}` : '\nEvery page type meets the Lighthouse budgets.',
)
