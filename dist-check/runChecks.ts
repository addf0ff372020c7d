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
 * found across pages. Outcomes keep the order of `checks`; `finished` hears each as soon as its
 * check is done (its whole-site part and its page pass), so a build can say so at once rather
 * than all at the end (review DV-7: twenty results came in one burst after 20 s of silence).
 */
export async function runChecks(
  checks: readonly Check[],
  context: DistContext,
  finished?: (outcome: CheckOutcome) => void,
  /** Hears each HTML file the page pass is done with (copies and files that are no page included). */
  fileChecked?: () => void,
): Promise<CheckOutcome[]> {
  const outcomes = new Map<string, CheckOutcome>(
    checks.map((check) => [check.name, { name: check.name, findings: [], seconds: 0 }]),
  )
  // Parts of each check not yet done: its whole-site part and its page pass, where it has them.
  const partsLeft = new Map(
    checks.map((check) => [check.name, Number(Boolean(check.site)) + Number(Boolean(check.pages))]),
  )
  const partDone = (check: Check) => {
    const left = partsLeft.get(check.name)! - 1
    partsLeft.set(check.name, left)
    if (left === 0) finished?.(outcomes.get(check.name)!)
  }
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
    if (Array.isArray(result)) {
      add(check, result, now() - started)
      partDone(check)
    }
    // Settled here and thrown at the end: a check that fails is reported, not an unhandled rejection.
    else
      pending.push(
        result.then(
          (findings) => {
            add(check, findings, now() - started)
            partDone(check)
          },
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
    const page = context.copiedPage(file) ? undefined : context.page(file)
    if (page) {
      for (const { check, visitor } of visitors) {
        const started = now()
        add(check, visitor.visit(page), now() - started)
      }
      await yieldToEvents()
    }
    fileChecked?.()
  }
  for (const { check, visitor } of visitors) {
    const started = now()
    add(check, visitor.finish?.() ?? [], now() - started)
    partDone(check)
  }
  for (const settled of await Promise.all(pending)) if (settled) throw settled.error
  return [...outcomes.values()]
}
