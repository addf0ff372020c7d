import { Ban, Building2, Clock, ScrollText, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../ui/cn'
import { WindowFrame } from '../DeviceFrame'
import { Figure } from '../Figure'
import { useVisualsCopy, type Edition } from '../visualsCopy'

function Panel({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn('rounded-lg border border-ink-200 bg-white p-3', className)}>
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-ink-700 uppercase">
        <Icon className="size-3.5 shrink-0 text-accent-700" strokeWidth={2.25} />
        <span>{title}</span>
      </p>
      {children}
    </div>
  )
}

/**
 * The administrator console in a window: retention, devices and the audit log, under the tenant's
 * name and the edition's hosting and profile. Lays itself out by the window's width.
 */
export function AdminConsoleScreen({
  edition = 'enterprise',
  captionDisplay,
  tone,
  className,
}: {
  edition?: Edition
  captionDisplay?: 'visible' | 'hidden'
  tone?: 'light' | 'dark'
  className?: string
}) {
  const copy = useVisualsCopy('console')
  const activeNav = copy.nav.length - 1
  return (
    <Figure
      name="console"
      caption={copy.caption}
      description={[...copy.description, copy.editions[edition]]}
      captionDisplay={captionDisplay}
      tone={tone}
      className={className}
    >
      {/* The product alone in the title bar: with the organisation too ("Vaultline-Verwaltung · Northbank
          Capital") it ran out of a 320 px window in every language (translations review TR-20), and the
          organisation heads the console just below it. */}
      <WindowFrame title={copy.product}>
        <div className="grid @xl:grid-cols-[9.5rem_minmax(0,1fr)]">
          <ul role="list" className="hidden border-r border-ink-200 bg-ink-50 p-2 @xl:block">
            {copy.nav.map((item, index) => (
              <li
                key={item}
                className={cn(
                  'rounded-md px-2.5 py-1.5 text-xs',
                  index === activeNav ? 'bg-white font-semibold text-ink-950 shadow-xs' : 'text-ink-700',
                )}
              >
                {item}
              </li>
            ))}
          </ul>
          <div className="grid min-w-0 gap-3 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-ink-950">
                <Building2 className="size-4 shrink-0 text-ink-600" strokeWidth={2} />
                <span>{copy.organisation[edition]}</span>
              </p>
              <p className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-medium text-accent-800 ring-1 ring-accent-200">
                {copy.editions[edition]}
              </p>
            </div>
            <div className="grid gap-3 @lg:grid-cols-2">
              <Panel icon={Clock} title={copy.retention.title}>
                <p className="mt-2 text-xs text-ink-600">{copy.retention.rule}</p>
                <p className="text-lg font-semibold text-ink-950">{copy.retention.value}</p>
                <p className="text-xs text-ink-600">{copy.retention.scope}</p>
                <div className="mt-2 flex items-center justify-between gap-2 border-t border-ink-200 pt-2">
                  <p className="text-xs text-ink-700">{copy.retention.archive}</p>
                  <p className="flex items-center gap-1 text-xs font-semibold text-accent-800">
                    <ShieldCheck className="size-3.5 shrink-0" strokeWidth={2.25} />
                    <span>{copy.retention.archiveState}</span>
                  </p>
                </div>
              </Panel>
              <Panel icon={Smartphone} title={copy.devices.title}>
                <ul role="list" className="mt-2 grid gap-1.5">
                  {copy.devices.items.map((device) => (
                    <li
                      key={device.device}
                      className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-xs"
                    >
                      <span className="min-w-0">
                        <span className="font-semibold text-ink-900">{device.device}</span>{' '}
                        <span className="text-ink-600">{device.user}</span>
                      </span>
                      <span
                        className={cn(
                          'flex items-center gap-1 font-medium',
                          device.status === 'revoked' ? 'text-danger-700' : 'text-accent-800',
                        )}
                      >
                        {device.status === 'revoked' ? (
                          <Ban className="size-3.5 shrink-0" strokeWidth={2.25} />
                        ) : (
                          <ShieldCheck className="size-3.5 shrink-0" strokeWidth={2.25} />
                        )}
                        {device.state}
                      </span>
                    </li>
                  ))}
                </ul>
              </Panel>
            </div>
            <Panel icon={ScrollText} title={copy.audit.title}>
              <ol className="mt-2 grid gap-1.5">
                {copy.audit.items.map((entry) => (
                  <li key={entry.time + entry.text} className="flex gap-3 text-xs leading-4">
                    <span className="shrink-0 font-mono text-ink-600 tabular-nums">{entry.time}</span>
                    <span className="min-w-0 text-ink-800">{entry.text}</span>
                  </li>
                ))}
              </ol>
            </Panel>
          </div>
        </div>
      </WindowFrame>
    </Figure>
  )
}
