import type { Page } from '@playwright/test'

/** Collects what a visitor would never want to see in the console: errors, failed requests, CSP reports. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('requestfailed', (request) => {
    // ERR_ABORTED is the browser cancelling a request because the visitor (here, the test) moved on
    // to another page, or because our code stopped waiting (the 5 s lookup timeout): nothing failed.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return problems
}

/** The Content Security Policy violations the page reports (directive, blocked URL and page), as the browser sees them under the production headers. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`,
      ),
    )
  })
  return violations
}
