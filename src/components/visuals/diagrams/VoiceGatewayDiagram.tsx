import { ArrowLeftRight, AudioLines, Building2, Info, LockOpen, Phone, Smartphone, type LucideIcon } from 'lucide-react'
import { Fragment } from 'react'
import { DiagramLink, DiagramZone, type LinkKind, type ZoneKind } from '../Diagram'
import { Figure } from '../Figure'
import { VisualSection } from '../VisualSection'
import { useVisualsCopy } from '../visualsCopy'

/** The stops of a gateway call, top to bottom, and the legs between them. The gateway is the second stop. */
const stops: { kind: ZoneKind; icon: LucideIcon }[] = [
  { kind: 'device', icon: Smartphone },
  { kind: 'customer', icon: AudioLines },
  { kind: 'customer', icon: Building2 },
  { kind: 'outside', icon: Phone },
]
const legs: LinkKind[] = ['encrypted', 'transport', 'open']
const gateway = 1

/**
 * A call from the app to an ordinary phone, leg by leg: which leg is end to end encrypted, where
 * the gateway decrypts the audio (whoever runs it, Vaultline included, has it in the clear), and
 * beside it the call between two Vaultline users that never reaches the gateway.
 */
export function VoiceGatewayDiagram({ tone }: { tone?: 'white' | 'muted' }) {
  const copy = useVisualsCopy('voiceGateway')
  return (
    <VisualSection id="call-legs" heading={copy.heading} lead={copy.lead} tone={tone}>
      <Figure name="voice-gateway" caption={copy.caption} rendering="deferred">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid">
            {copy.stops.map((stop, index) => {
              const drawn = stops[index] ?? stops[stops.length - 1]!
              const leg = copy.legs[index]
              return (
                <Fragment key={stop.name}>
                  <DiagramZone kind={drawn.kind} icon={drawn.icon} name={stop.name} place={stop.place}>
                    {index === gateway && (
                      <div className="mt-4 flex gap-3 rounded-xl border-2 border-danger-700 bg-white p-3">
                        <LockOpen
                          aria-hidden="true"
                          className="mt-0.5 size-5 shrink-0 text-danger-700"
                          strokeWidth={2}
                        />
                        <div className="min-w-0">
                          <p className="font-semibold text-danger-700">{copy.decrypted.title}</p>
                          <p className="mt-1 text-sm leading-6 text-ink-800">{copy.decrypted.body}</p>
                        </div>
                      </div>
                    )}
                  </DiagramZone>
                  {leg && index < copy.stops.length - 1 && (
                    <DiagramLink kind={legs[index] ?? 'open'} label={leg.label} detail={leg.detail} />
                  )}
                </Fragment>
              )
            })}
            <p className="mt-4 flex gap-2 text-sm leading-6 font-medium text-ink-900">
              <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-ink-600" strokeWidth={2.25} />
              <span>{copy.marking}</span>
            </p>
          </div>
          <div className="self-start rounded-2xl border-2 border-dashed border-accent-600 bg-accent-50 p-5">
            <div aria-hidden="true" className="flex items-center justify-center gap-3 text-ink-900">
              <span className="flex size-10 items-center justify-center rounded-xl bg-ink-900 text-white">
                <Smartphone className="size-5" strokeWidth={2} />
              </span>
              <span className="flex flex-1 items-center gap-1 text-accent-700">
                <span className="h-1 flex-1 rounded-full bg-accent-600" />
                <ArrowLeftRight className="size-5 shrink-0" strokeWidth={2.25} />
                <span className="h-1 flex-1 rounded-full bg-accent-600" />
              </span>
              <span className="flex size-10 items-center justify-center rounded-xl bg-ink-900 text-white">
                <Smartphone className="size-5" strokeWidth={2} />
              </span>
            </div>
            <p className="mt-4 font-semibold text-ink-950">{copy.direct.title}</p>
            <p className="mt-1 text-sm leading-6 text-ink-700">{copy.direct.body}</p>
          </div>
        </div>
      </Figure>
    </VisualSection>
  )
}
