import { ArrowDown, Atom, BookKey, Combine, KeyRound, Lock, type LucideIcon, Waypoints } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../ui/cn'
import { NumberMarker } from '../Diagram'
import { Figure } from '../Figure'
import { VisualSection } from '../VisualSection'
import { useVisualsCopy } from '../visualsCopy'

function Arrows({ count }: { count: 1 | 2 }) {
  return (
    <div aria-hidden="true" className={cn('grid py-2 text-ink-500', count === 2 && 'sm:grid-cols-2')}>
      <ArrowDown className="mx-auto size-5" strokeWidth={2.5} />
      {count === 2 && <ArrowDown className="mx-auto hidden size-5 sm:block" strokeWidth={2.5} />}
    </div>
  )
}

function Step({
  number,
  icon: Icon,
  title,
  body,
  tone = 'plain',
  children,
}: {
  number: number
  icon: LucideIcon
  title: string
  body: string
  tone?: 'plain' | 'strong'
  children?: ReactNode
}) {
  const strong = tone === 'strong'
  return (
    <div
      className={cn(
        'rounded-2xl border-2 p-4 sm:p-5',
        strong ? 'border-ink-900 bg-ink-900 text-white' : 'border-ink-300 bg-white',
      )}
    >
      <div className="flex gap-3">
        <NumberMarker number={number} tone={strong ? 'accent' : 'ink'} className="mt-0.5" />
        <Icon
          aria-hidden="true"
          className={cn('mt-0.5 size-5 shrink-0', strong ? 'text-accent-300' : 'text-accent-700')}
          strokeWidth={2}
        />
        <div className="min-w-0">
          <p className={cn('font-semibold', strong ? 'text-white' : 'text-ink-950')}>{title}</p>
          <p className={cn('mt-1 text-sm leading-6', strong ? 'text-ink-200' : 'text-ink-700')}>{body}</p>
          {children}
        </div>
      </div>
    </div>
  )
}

/**
 * The hybrid key exchange: signed public keys, a classical and a post-quantum secret made side by
 * side (with the names each profile uses), combined by one key derivation into the session key
 * that protects content. The numbers follow the list's items (both halves are step 2).
 */
export function KeyExchangeDiagram({ tone }: { tone?: 'white' | 'muted' }) {
  const copy = useVisualsCopy('keyExchange')
  const halves = [
    { half: copy.classical, icon: Waypoints, style: 'border-ink-400 bg-white' },
    { half: copy.postQuantum, icon: Atom, style: 'border-accent-600 bg-accent-50' },
  ]
  return (
    <VisualSection id="key-exchange" heading={copy.heading} lead={copy.lead} tone={tone}>
      <Figure name="key-exchange" caption={copy.caption} rendering="deferred">
        <ol className="mx-auto max-w-4xl">
          <li>
            <Step number={1} icon={BookKey} title={copy.start.title} body={copy.start.body} />
            <Arrows count={2} />
          </li>
          <li>
            <div className="grid gap-4 sm:grid-cols-2">
              {halves.map(({ half, icon: Icon, style }) => (
                <div key={half.label} className={cn('flex flex-col rounded-2xl border-2 p-4 sm:p-5', style)}>
                  <div className="flex items-center gap-3">
                    <NumberMarker number={2} tone="ink" />
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-700" strokeWidth={2} />
                    <p className="text-xs font-semibold tracking-wider text-ink-700 uppercase">{half.label}</p>
                  </div>
                  <p className="mt-3 font-semibold text-ink-950">{half.title}</p>
                  <p className="mt-1 text-sm leading-6 text-ink-700">{half.body}</p>
                  <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5 rounded-lg border border-ink-200 bg-white p-3">
                    <dt className="text-xs text-ink-600">{copy.profiles.commercial}</dt>
                    <dd className="font-mono text-sm font-semibold text-ink-950">{half.commercial}</dd>
                    <dt className="text-xs text-ink-600">{copy.profiles.cnsa}</dt>
                    <dd className="font-mono text-sm font-semibold text-ink-950">{half.cnsa}</dd>
                  </dl>
                  <p className="mt-auto flex items-center gap-2 pt-4 text-sm font-semibold text-ink-900">
                    <KeyRound aria-hidden="true" className="size-4 shrink-0 text-accent-700" strokeWidth={2} />
                    <span>{half.output}</span>
                  </p>
                </div>
              ))}
            </div>
            <Arrows count={2} />
          </li>
          <li>
            <Step number={3} icon={Combine} title={copy.combine.title} body={copy.combine.body} tone="strong" />
            <Arrows count={1} />
          </li>
          <li>
            <Step number={4} icon={KeyRound} title={copy.session.title} body={copy.session.body} />
            <Arrows count={1} />
          </li>
          <li>
            <Step number={5} icon={Lock} title={copy.content.title} body={copy.content.body} />
          </li>
        </ol>
      </Figure>
    </VisualSection>
  )
}
