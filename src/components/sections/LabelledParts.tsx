import { cn } from '../ui/cn'

/**
 * A card's body told in named parts ("The requirement / What Vaultline provides / What remains
 * yours", "How it is attacked / What we do / What stays exposed"): a description list, so each
 * part's label is read with it.
 */
export function LabelledParts<Part extends string>({
  parts,
  labels,
  item,
  className,
}: {
  parts: readonly Part[]
  labels: Record<Part, string>
  item: Record<Part, string>
  className?: string
}) {
  return (
    <dl className={cn('mt-3 grid gap-3', className)}>
      {parts.map((part) => (
        <div key={part}>
          <dt className="text-sm font-semibold text-accent-700">{labels[part]}</dt>
          <dd className="mt-1 max-w-measure leading-7 text-ink-700">{item[part]}</dd>
        </div>
      ))}
    </dl>
  )
}
