import { Lock, ShieldCheck } from 'lucide-react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { NumberMarker } from '../Diagram'
import { Figure } from '../Figure'
import { VisualSection } from '../VisualSection'
import { useVisualsCopy, visualsNamespace } from '../visualsCopy'
import { placesTargetedBy, threatPath, type ThreatLayer } from './threatPath'

/**
 * The layers an attack can come through: the path of a conversation between two phones, with
 * the end-to-end protection spanning it, and one card per layer (numbered as on the path) with
 * the attack and Vaultline's answer.
 */
export function ThreatLayersDiagram({ tone }: { tone?: 'white' | 'muted' }) {
  const copy = useVisualsCopy('threatLayers')
  // The one string with a variable of its own: where its colon goes is the language's business.
  const { t } = useTranslation(visualsNamespace)
  return (
    <VisualSection id="attack-layers" heading={copy.heading} lead={copy.lead} tone={tone}>
      <Figure name="threat-layers" caption={copy.caption} rendering="deferred">
        <div className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-6">
          <p className="flex gap-2 rounded-lg border-2 border-accent-700 bg-accent-700 px-3 py-2 text-sm font-semibold text-white">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" strokeWidth={2.25} />
            <span>{copy.protection}</span>
          </p>
          <div className="mt-5 flex flex-col lg:flex-row lg:items-start">
            {threatPath.map((station, index) => (
              <Fragment key={index}>
                {index > 0 && (
                  <div
                    aria-hidden="true"
                    className="ml-[1.4rem] h-5 w-0.5 bg-ink-300 lg:mx-1 lg:mt-6 lg:h-0.5 lg:w-auto lg:flex-1"
                  />
                )}
                <div className="flex items-center gap-3 lg:w-36 lg:flex-col lg:text-center">
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-full bg-ink-900 text-white"
                  >
                    <station.icon className="size-5" strokeWidth={2} />
                  </span>
                  <p className="min-w-0 flex-1 text-sm leading-5 font-semibold text-ink-950 lg:flex-none">
                    {copy.path[index]}
                  </p>
                  <span className="flex shrink-0 gap-1">
                    {station.layers.map((layer) => (
                      <NumberMarker key={layer} number={layer} tone="danger" />
                    ))}
                  </span>
                </div>
              </Fragment>
            ))}
          </div>
        </div>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {copy.layers.map((layer, index) => (
            <li key={layer.title} className="flex flex-col rounded-xl border border-ink-200 bg-white p-4">
              <div className="flex items-center gap-2">
                <NumberMarker number={index + 1} tone="danger" />
                <p className="font-semibold text-ink-950">{layer.title}</p>
              </div>
              <p className="mt-2 text-xs text-ink-600">
                {t('threatLayers.targets', {
                  places: placesTargetedBy((index + 1) as ThreatLayer, copy.path).join(' · '),
                })}
              </p>
              <p className="mt-2 text-sm leading-6 text-ink-700">{layer.attack}</p>
              <p className="mt-auto flex gap-2 pt-3 text-sm leading-6 font-medium text-ink-900">
                <ShieldCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" strokeWidth={2.25} />
                <span>{layer.answer}</span>
              </p>
            </li>
          ))}
        </ol>
      </Figure>
    </VisualSection>
  )
}
