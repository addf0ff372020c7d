import { Lock, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NumberMarker } from '../Diagram'
import { cn } from '../../ui/cn'
import { useVisualsCopy, visualsNamespace } from '../visualsCopy'
import { placesTargetedBy, threatPath, type ThreatLayer } from './threatPath'

/**
 * A threat page's hero picture (design review DES-07: the threat heroes were text beside an empty
 * band): the path of a conversation from the overview's diagram, with the places this page's layer
 * attacks marked, the end-to-end protection that spans them, and Vaultline's answer. Every word is
 * the overview diagram's copy, so the pages cannot tell a different story from it.
 */
export function ThreatLayerHeroFigure({ layer }: { layer: ThreatLayer }) {
  const copy = useVisualsCopy('threatLayers')
  const { t } = useTranslation(visualsNamespace)
  const current = copy.layers[layer - 1]
  if (!current) return null
  const places = placesTargetedBy(layer, copy.path)
  return (
    <figure
      data-visual="threat-layer"
      className="min-w-0 rounded-2xl border border-white/15 bg-white/5 p-6 text-sm leading-6"
    >
      <figcaption>
        <p className="flex items-center gap-2 text-base font-semibold text-white">
          <NumberMarker number={layer} tone="danger" />
          {current.title}
        </p>
        <p className="mt-1 text-ink-200">{t('threatLayers.targets', { places: places.join(' · ') })}</p>
      </figcaption>
      <ol role="list" className="mt-5">
        {threatPath.map((station, index) => {
          const targeted = station.layers.includes(layer)
          return (
            <li key={index} className="flex flex-col">
              {index > 0 && <span aria-hidden="true" className="ml-[1.1rem] h-3 w-0.5 bg-white/25" />}
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full border-2',
                    targeted ? 'border-white bg-danger-700 text-white' : 'border-white/25 text-ink-300',
                  )}
                >
                  <station.icon className="size-4" strokeWidth={2} />
                </span>
                <span className={targeted ? 'font-semibold text-white' : 'text-ink-300'}>{copy.path[index]}</span>
              </span>
            </li>
          )
        })}
      </ol>
      <p className="mt-5 flex gap-2 rounded-lg border-2 border-accent-500 px-3 py-2 font-semibold text-white">
        <Lock aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-300" strokeWidth={2.25} />
        <span>{copy.protection}</span>
      </p>
      <p className="mt-3 flex gap-2 text-ink-100">
        <ShieldCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-300" strokeWidth={2.25} />
        <span>{current.answer}</span>
      </p>
    </figure>
  )
}
