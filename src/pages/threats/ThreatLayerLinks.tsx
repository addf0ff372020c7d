import { useTranslation } from 'react-i18next'
import { HeroLinkPanel } from '../../components/sections/HeroLinkPanel'
import { PageLink } from '../../components/ui/PageLink'
import { NumberMarker } from '../../components/visuals/Diagram'
import { useVisualsCopy } from '../../components/visuals/visualsCopy'
import { usePageNamespace } from '../../i18n/pageCopy'

/** The five layers' pages, in the order of the copy (visuals.json `threatLayers.layers`). */
export const layerPages = [
  'threatAirInterface',
  'threatNetwork',
  'threatApplication',
  'threatAi',
  'threatQuantum',
] as const

/**
 * The threats overview's hero (design review DES-07: its heading stood beside an empty dark band):
 * the five layers an attack can come in by, numbered as the diagram below numbers them, each a
 * link to its page. The names are the diagram's, so the two cannot disagree.
 */
export function ThreatLayerLinks() {
  const layers = useVisualsCopy('threatLayers').layers
  const { t } = useTranslation(usePageNamespace())
  return (
    <HeroLinkPanel id="threat-layer-links" title={t('layers.heading')} titleAs="p">
      {layerPages.map((page, index) => (
        <li key={page}>
          <PageLink
            to={page}
            className="flex items-center gap-3 rounded-md px-3 py-2 text-base font-medium text-ink-100 hover:bg-white/10 hover:text-white"
          >
            <NumberMarker number={index + 1} tone="danger" />
            {layers[index]?.title}
          </PageLink>
        </li>
      ))}
    </HeroLinkPanel>
  )
}
