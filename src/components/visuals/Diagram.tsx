import type { LucideIcon } from 'lucide-react'
import { ArrowDown, KeyRound, Lock, LockOpen, Unplug } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

/**
 * The parts diagrams are built from: zones (a trust boundary: where something runs and who runs
 * it), the keys a zone holds, links between zones, and numbered markers. Diagrams are laid out
 * as text in reading order, top to bottom, so they re-flow at any width and in any language, and
 * a screen reader reads them as they are drawn. Nothing is said by colour alone: each kind of
 * zone has its own border (solid, dashed, double, dotted) and each kind of link its own line and
 * icon, always beside words.
 */

/**
 * Kinds of zone: `device` a person's phone or computer; `vaultline` run by Vaultline;
 * `customer` run by the customer; `isolated` the customer's, cut off from any network outside;
 * `outside` beyond the customer's control (the public telephone network, the world outside a boundary).
 */
export type ZoneKind = 'device' | 'vaultline' | 'customer' | 'isolated' | 'outside'

const zoneStyles: Record<ZoneKind, string> = {
  device: 'border-2 border-solid border-ink-400 bg-white',
  vaultline: 'border-2 border-dashed border-accent-600 bg-accent-50',
  customer: 'border-2 border-solid border-ink-700 bg-ink-50',
  isolated: 'border-4 border-double border-ink-700 bg-ink-50',
  outside: 'border-2 border-dotted border-ink-500 bg-white',
}

export interface DiagramZoneProps {
  kind: ZoneKind
  icon: LucideIcon
  name: string
  place: string
  /** What runs in the zone. */
  items?: readonly string[]
  /** The keys the zone holds, under the `keysLabel` heading. */
  keys?: readonly string[]
  keysLabel?: string
  /** More content after the lists (a warning, a note). */
  children?: ReactNode
}

/** A trust boundary: name, where it is and who runs it, what runs there and which keys it holds. */
export function DiagramZone({
  kind,
  icon: Icon,
  name,
  place,
  items = [],
  keys = [],
  keysLabel,
  children,
}: DiagramZoneProps) {
  return (
    <div data-slot="diagram-zone" data-zone={kind} className={cn('rounded-2xl p-4 sm:p-5', zoneStyles[kind])}>
      <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,16rem)] md:gap-6">
        <div className="flex gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-xl',
              kind === 'vaultline' ? 'bg-accent-700 text-white' : 'bg-ink-900 text-white',
            )}
          >
            <Icon className="size-5" strokeWidth={2} />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink-950">{name}</p>
            <p className="mt-1 text-sm leading-6 text-ink-700">{place}</p>
          </div>
        </div>
        {items.length > 0 && (
          <ul role="list" className="flex flex-wrap content-start gap-2">
            {items.map((item) => (
              <li
                key={item}
                className="rounded-lg border border-ink-200 bg-white px-3 py-1.5 text-sm leading-5 text-ink-800 shadow-xs"
              >
                {item}
              </li>
            ))}
          </ul>
        )}
        {keys.length > 0 && <KeyList label={keysLabel} keys={keys} />}
      </div>
      {children}
    </div>
  )
}

/** The keys a place holds: a key icon and a sentence each. */
function KeyList({ label, keys }: { label?: string; keys: readonly string[] }) {
  return (
    <div className="min-w-0">
      {label && <p className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{label}</p>}
      <ul role="list" className="mt-2 grid gap-2">
        {keys.map((key) => (
          <li key={key} className="flex gap-2 text-sm leading-5 text-ink-800">
            <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" strokeWidth={2} />
            <span>{key}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Kinds of link: `encrypted` end to end (solid accent line, closed lock); `transport` encrypted
 * hop by hop or a service connection (solid grey line, closed lock); `open` unprotected (dotted
 * line, open lock); `none` no connection at all (a broken line, a pulled plug).
 */
export type LinkKind = 'encrypted' | 'transport' | 'open' | 'none'

const linkLines: Record<LinkKind, string> = {
  encrypted: 'border-l-4 border-solid border-accent-600',
  transport: 'border-l-2 border-solid border-ink-500',
  open: 'border-l-2 border-dotted border-ink-500',
  none: 'border-l-2 border-dashed border-ink-400',
}
const linkIcons: Record<LinkKind, LucideIcon> = { encrypted: Lock, transport: Lock, open: LockOpen, none: Unplug }

/** A vertical link between two zones: its line and icon, a label and what travels over it. */
export function DiagramLink({ kind, label, detail }: { kind: LinkKind; label: string; detail: string }) {
  const Icon = linkIcons[kind]
  return (
    <div data-slot="diagram-link" data-link={kind} className="flex gap-4 pl-7 sm:pl-9">
      <div aria-hidden="true" className="relative flex w-4 shrink-0 justify-center">
        <span className={cn('h-full', linkLines[kind])} />
        {kind !== 'none' && <ArrowDown className="absolute -bottom-1 size-4 text-ink-600" strokeWidth={2.5} />}
      </div>
      <div className="flex min-w-0 gap-2 py-3">
        <Icon
          aria-hidden="true"
          className={cn('mt-0.5 size-4 shrink-0', kind === 'encrypted' ? 'text-accent-700' : 'text-ink-600')}
          strokeWidth={2}
        />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-ink-950">{label}</p>
          <p className="mt-0.5 text-sm leading-6 text-ink-700">{detail}</p>
        </div>
      </div>
    </div>
  )
}

/** A numbered marker tying a part of a picture to a point of its description. */
export function NumberMarker({
  number,
  tone = 'accent',
  className,
}: {
  number: number
  tone?: 'accent' | 'ink' | 'danger'
  className?: string
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
        tone === 'accent' && 'bg-accent-700 text-white',
        tone === 'ink' && 'bg-ink-900 text-white',
        tone === 'danger' && 'bg-danger-700 text-white',
        className,
      )}
    >
      {number}
    </span>
  )
}
