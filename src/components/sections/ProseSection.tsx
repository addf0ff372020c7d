import type { ReactNode } from 'react'
import { asidePanelFrame } from './AsidePanel'
import { DetailPanel } from './DetailPanel'
import { besideColumns, Section } from './Section'
import type { output } from 'zod'
import type { proseCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'
import { cn } from '../ui/cn'
import { ListDot } from '../ui/ListDot'

/**
 * Heading, paragraphs and an optional bullet list from the page's copy at `copyKey`; children follow
 * them. Copy with a `detail` (proseWithDetailCopy) gets it as a panel beside the paragraphs and
 * points on large screens, and between them on smaller ones, so a phone reads the lead, its detail,
 * then the points (design review DES-08); an `aside` the page gives stands there instead. Without
 * either, the points become the panel: beside the paragraphs from `lg` and under them before, with
 * the paragraph that introduces them (ending with a colon) as its first line; a list with no
 * paragraphs spreads over two columns; paragraphs alone set the heading in a column beside them
 * (Section's `layout="split"`).
 */
export function ProseSection({
  copyKey,
  tone,
  id,
  aside,
  layout,
  morePoints = [],
  children,
}: {
  copyKey: string
  tone?: 'white' | 'muted'
  id?: string
  aside?: ReactNode
  /** One part of a document (Section's `layout`): the legal pages' short sections. */
  layout?: 'band' | 'document'
  /** Points the page adds after the copy's own (the privacy notice's processors of this build). */
  morePoints?: readonly string[]
  children?: ReactNode
}) {
  // DetailPanel reads the detail itself; here only whether there is one.
  const copy: output<typeof proseCopy> & { detail?: unknown } = usePageCopy<typeof proseCopy>(copyKey)
  const pointList = [...(copy.points ?? []), ...morePoints]
  const panel = aside ?? (copy.detail !== undefined && <DetailPanel copyKey={`${copyKey}.detail`} />)
  const beside = Boolean(panel)
  // A part of a document has its heading's column beside its text already.
  const band = !beside && layout !== 'document'
  const all = copy.paragraphs ?? []
  // A last paragraph that introduces the points ("depends on how it arrives:") goes with them.
  const introducesPoints = all.at(-1)?.trimEnd().endsWith(':') ?? false
  const pointsBeside = band && pointList.length > 0 && all.length > (introducesPoints ? 1 : 0)
  const pointsOnly = band && pointList.length > 0 && all.length === 0
  const paragraphsOnly = band && pointList.length === 0 && all.length > 0
  const introduction = pointsBeside && introducesPoints ? all.at(-1) : undefined
  const lead = introduction ? all.slice(0, -1) : all
  const paragraphs = lead.length > 0 && (
    <div className={cn('mt-6 grid max-w-measure gap-5 text-lg leading-8 text-ink-700', beside && 'lg:col-start-1')}>
      {lead.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
  const points = pointList.length > 0 && (
    <ul
      className={cn(
        'grid gap-3 text-base text-ink-800',
        !pointsBeside && 'mt-6',
        pointsOnly ? 'lg:grid-cols-2 lg:gap-x-12 [&>li]:max-w-measure' : 'max-w-measure',
        beside && 'lg:col-start-1',
      )}
    >
      {pointList.map((point) => (
        <li key={point} className="flex gap-3">
          <ListDot />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  )
  return (
    <Section id={id ?? copyKey} heading={copy.heading} tone={tone} layout={paragraphsOnly ? 'split' : layout}>
      {beside ? (
        // The panel spans both rows; the second row takes the height it adds, so the points stay under the paragraphs.
        <div className={cn(besideColumns, 'lg:grid-rows-[auto_1fr]')}>
          {paragraphs}
          <div className="mt-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-6">{panel}</div>
          {points}
        </div>
      ) : pointsBeside ? (
        <div className={besideColumns}>
          {paragraphs}
          <div className={cn(asidePanelFrame, 'mt-8 lg:mt-6', tone === 'muted' ? 'bg-white' : 'bg-ink-50')}>
            {introduction && <p className="mb-4 font-semibold text-ink-950">{introduction}</p>}
            {points}
          </div>
        </div>
      ) : (
        <>
          {paragraphs}
          {points}
        </>
      )}
      {children}
    </Section>
  )
}
