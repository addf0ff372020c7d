import type { Check, DistContext, Finding } from './types'

export interface CheckOutcome {
  name: string
  findings: Finding[]
  /** Seconds the check took: on this thread, or until its threads answered for a check that has them. */
  seconds: number
}

const now = () => performance.now() / 1000
/** Lets worker threads' messages through while pages are being checked. */
const yieldToEvents = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Runs checks over one dist/: each whole-site part as it comes (one that answers later, from its
 * threads, goes on while pages are checked), then one pass over every page, parsed once for all
 * page checks (an alias that copies its page is covered by that page), then what the page checks
 * found across pages. Outcomes keep the order of `checks`.
 */
export async function runChecks(checks: readonly Check[], context: DistContext): Promise<CheckOutcome[]> {
  const outcomes = new Map<string, CheckOutcome>(
    checks.map((check) => [check.name, { name: check.name, findings: [], seconds: 0 }]),
  )
  const add = (check: Check, findings: readonly Finding[], seconds: number) => {
    const outcome = outcomes.get(check.name)!
    outcome.findings.push(...findings)
    outcome.seconds += seconds
  }
  const pending: Promise<void | { error: unknown }>[] = []
  for (const check of checks) {
    if (!check.site) continue
    const started = now()
    const result = check.site(context)
    if (Array.isArray(result)) add(check, result, now() - started)
    // Settled here and thrown at the end: a check that fails is reported, not an unhandled rejection.
    else
      pending.push(
        result.then(
          (findings) => add(check, findings, now() - started),
          (error: unknown) => ({ error }),
        ),
      )
  }
  const visitors = checks.flatMap((check) => {
    if (!check.pages) return []
    const started = now()
    const visitor = check.pages(context)
    add(check, [], now() - started)
    return [{ check, visitor }]
  })
  for (const file of context.htmlFiles) {
    if (context.copiedPage(file)) continue
    const page = context.page(file)
    if (!page) continue
    for (const { check, visitor } of visitors) {
      const started = now()
      add(check, visitor.visit(page), now() - started)
    }
    await yieldToEvents()
  }
  for (const { check, visitor } of visitors) {
    const started = now()
    add(check, visitor.finish?.() ?? [], now() - started)
  }
  for (const settled of await Promise.all(pending)) if (settled) throw settled.error
  return [...outcomes.values()]
}
