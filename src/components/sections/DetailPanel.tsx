import { AsidePanel } from './AsidePanel'
import type { detailPanelCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/**
 * The detail of a section's short lead (a claim's exceptions, how the keys are agreed, what a
 * licence allows) as labelled facts in a panel beside it, instead of packed into the lead a
 * skimming reader meets first (design review DES-08). Section and ProseSection place it beside the
 * lead on large screens and under it on smaller ones.
 */
export function DetailPanel({ copyKey }: { copyKey: string }) {
  const copy = usePageCopy<typeof detailPanelCopy>(copyKey)
  const headingId = `${copyKey.replace(/\W+/g, '-')}-heading`
  return (
    <AsidePanel heading={copy.heading} headingId={headingId}>
      <dl aria-labelledby={headingId} className="mt-4 space-y-4">
        {copy.items.map((item) => (
          <div key={item.term}>
            <dt className="font-semibold text-ink-950">{item.term}</dt>
            <dd className="mt-1 leading-7 text-ink-700">{item.detail}</dd>
          </div>
        ))}
      </dl>
    </AsidePanel>
  )
}
