/**
 * Prints the size budgets per page type (English and German): first-load JS (the
 * module scripts and modulepreloads the HTML names), CSS and HTML, all gzipped, plus the build
 * timings. Also printed, without a budget: the application JS the app-loader fetches after the
 * page has loaded (entry plus the page's modules), so the deferred weight stays in view.
 * `--report` also writes dist-check/report.html. Exits non-zero when a budget is exceeded.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse } from 'node-html-parser'
import { languages as allLanguages, type Language } from '../../routes.config'
import { appLoaderMarkup } from '../../src/boot/appLoaderMarkup'
import { pageTypes } from '../content/pageTypes'
import { distDir, projectRoot } from '../shared/projectPaths'

export const budgets = { jsKb: 100, cssKb: 15, htmlKb: 30 } as const

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024

export interface BudgetRow {
  type: string
  language: Language
  file: string
  jsKb: number
  /** Loaded after the page, at idle or first interaction (src/boot/deferHydration.ts). */
  deferredJsKb: number
  cssKb: number
  htmlKb: number
}

export function measure(languages: readonly Language[] = allLanguages): BudgetRow[] {
  return pageTypes().flatMap(({ type, file }) =>
    languages.map((language) => {
      const html = join(distDir, file(language))
      const root = parse(readFileSync(html, 'utf8'))
      const scripts = [...root.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]')].map(
        (el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '',
      )
      const styles = root.querySelectorAll('link[rel="stylesheet"]').map((el) => el.getAttribute('href') ?? '')
      const loader = root.querySelector(`script#${appLoaderMarkup.elementId}`)
      const deferred = [
        loader?.getAttribute(appLoaderMarkup.entryAttribute) ?? '',
        ...(loader?.getAttribute(appLoaderMarkup.modulesAttribute) ?? '').split(' '),
      ].filter(Boolean)
      const sum = (files: string[]) =>
        [...new Set(files)].reduce((total, href) => total + gzipKb(join(distDir, href)), 0)
      return {
        type,
        language,
        file: file(language),
        jsKb: sum(scripts),
        deferredJsKb: sum(deferred),
        cssKb: sum(styles),
        htmlKb: gzipKb(html),
      }
    }),
  )
}

const pad = (text: string, width: number) => text.padEnd(width)
const fmt = (kb: number, budget: number) => `${kb.toFixed(1)}${kb > budget ? ' !' : ''}`

export function printTable(rows: readonly BudgetRow[]): string {
  const header = `${pad('page type', 16)}${pad('lang', 6)}${pad(`JS KB (≤${budgets.jsKb})`, 16)}${pad('after load', 12)}${pad(`CSS KB (≤${budgets.cssKb})`, 16)}HTML KB (≤${budgets.htmlKb})`
  return [
    header,
    '-'.repeat(header.length),
    ...rows.map(
      (r) =>
        `${pad(r.type, 16)}${pad(r.language, 6)}${pad(fmt(r.jsKb, budgets.jsKb), 16)}${pad(r.deferredJsKb.toFixed(1), 12)}${pad(fmt(r.cssKb, budgets.cssKb), 16)}${fmt(r.htmlKb, budgets.htmlKb)}`,
    ),
  ].join('\n')
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
}

function reportHtml(
  rows: readonly BudgetRow[],
  timings: Record<string, number> | null,
  lighthouse: Record<string, Record<string, number>> | null,
): string {
  const cell = (kb: number, budget: number) => `<td class="${kb > budget ? 'over' : 'ok'}">${kb.toFixed(1)}</td>`
  const lh = (key: string, metric: string) => {
    const value = lighthouse?.[key]?.[metric]
    return value === undefined ? '<td>–</td>' : `<td>${metric === 'cls' ? value.toFixed(3) : Math.round(value)}</td>`
  }
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row">${r.type}</th><td>${r.language}</td>${cell(r.jsKb, budgets.jsKb)}<td>${r.deferredJsKb.toFixed(1)}</td>${cell(r.cssKb, budgets.cssKb)}${cell(r.htmlKb, budgets.htmlKb)}${['performance', 'accessibility', 'best-practices', 'seo', 'cls'].map((m) => lh(`${r.type}|${r.language}`, m)).join('')}</tr>`,
    )
    .join('\n')
  const timingRows = timings
    ? Object.entries(timings)
        .map(([k, v]) => `<tr><th scope="row">${k}</th><td>${Number(v).toFixed(k.endsWith('Pages') ? 0 : 2)}</td></tr>`)
        .join('')
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Vaultline build report</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#141c2e}table{border-collapse:collapse;width:100%;margin:1rem 0 2rem}th,td{border:1px solid #d9dfe9;padding:.4rem .6rem;text-align:left}thead{background:#eceff5}.over{background:#fde2e2;font-weight:700}.ok{background:#e6f7f1}caption{text-align:left;font-weight:600;padding:.5rem 0}</style></head>
<body><h1>Vaultline build report</h1><p>Generated ${new Date().toISOString()}. Budgets: first-load JS ≤ ${budgets.jsKb} KB, CSS ≤ ${budgets.cssKb} KB, HTML ≤ ${budgets.htmlKb} KB (gzipped; the application JS that hydrates the page loads after it, at idle or first interaction, and is listed on its own); Lighthouse mobile: performance ≥ 95, accessibility, best practices and SEO 100, CLS &lt; 0.02.</p>
<table><caption>Per page type</caption><thead><tr><th scope="col">Page type</th><th scope="col">Lang</th><th scope="col">First-load JS KB</th><th scope="col">JS KB after load</th><th scope="col">CSS KB</th><th scope="col">HTML KB</th><th scope="col">Perf</th><th scope="col">A11y</th><th scope="col">Best practices</th><th scope="col">SEO</th><th scope="col">CLS</th></tr></thead><tbody>${body}</tbody></table>
<table><caption>Build timings</caption><tbody>${timingRows}</tbody></table></body></html>\n`
}

const rows = measure()
console.log(printTable(rows))
const timings = readJson<Record<string, number>>(join(projectRoot, 'build-report', 'timings.json'))
if (timings)
  console.log(
    `\nbuild: ${timings.totalSeconds?.toFixed(1)} s total, render ${timings.renderSeconds?.toFixed(1)} s (${timings.renderMsPerPage?.toFixed(0)} ms/page)`,
  )
writeFileSync(join(projectRoot, 'build-report', 'budgets.json'), `${JSON.stringify(rows, null, 2)}\n`)
if (process.argv.includes('--report')) {
  const lighthouse = readJson<Record<string, Record<string, number>>>(
    join(projectRoot, 'build-report', 'lighthouse.json'),
  )
  writeFileSync(join(projectRoot, 'dist-check', 'report.html'), reportHtml(rows, timings, lighthouse))
  console.log('\nreport: dist-check/report.html')
}
const over = rows.filter((r) => r.jsKb > budgets.jsKb || r.cssKb > budgets.cssKb || r.htmlKb > budgets.htmlKb)
if (over.length) console.log(`\n${over.length} page(s) over budget (marked !).`)
