import type { claimScopeCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/**
 * The detail of a section's one-line claim (its exceptions, how the keys are agreed, what it never
 * falls back to) as labelled facts beside it, instead of packed into the lead a skimming reader
 * meets first (design review DES-08). Section places it beside the lead on large screens.
 */
export function ClaimScope({ copyKey }: { copyKey: string }) {
  const copy = usePageCopy<typeof claimScopeCopy>(copyKey)
  const headingId = `${copyKey.replace(/\W+/g, '-')}-heading`
  return (
    <div className="rounded-xl border border-ink-200 bg-ink-50 p-6">
      <h3 id={headingId} className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
        {copy.heading}
      </h3>
      <dl aria-labelledby={headingId} className="mt-4 space-y-4">
        {copy.items.map((item) => (
          <div key={item.term}>
            <dt className="font-semibold text-ink-950">{item.term}</dt>
            <dd className="mt-1 leading-7 text-ink-700">{item.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
