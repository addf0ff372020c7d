import { ArrowRight, Building2, KeyRound, MessageCircle, PhoneCall, ServerCog, UserCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cardIcons } from '../../components/sections/cardIcons'
import { pageLinks } from '../../components/pageLinks'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { ThreatLayersDiagram } from '../../components/visuals/diagrams/ThreatLayersDiagram'
import { LabelledParts } from '../../components/sections/LabelledParts'
import { Section } from '../../components/sections/Section'
import { cn } from '../../components/ui/cn'
import { cardLinkClasses, linkCardClasses } from '../../components/ui/linkCardClasses'
import { PageLink } from '../../components/ui/PageLink'
import type { layerListCopy } from '../../content/pageCopy/threats'
import { usePageCopy } from '../../i18n/pageCopy'
import { layerPages, ThreatLayerLinks } from './ThreatLayerLinks'

/**
 * Each layer: how it is attacked, what Vaultline does there and what remains exposed; the whole
 * card links to the layer's page, as LinkCards do. Each card takes its icon from pageLinks, as the
 * menu's and the home page's cards do, so a layer has one picture everywhere (DES-12: Air interface
 * was drawn here with the Voice Gateway's antenna).
 */
function LayerCards() {
  const copy = usePageCopy<typeof layerListCopy>('layers')
  const { t } = useTranslation('common')
  const parts = ['attack', 'defence', 'residual'] as const
  return (
    <Section id="layers" heading={copy.heading} lead={copy.lead}>
      <ol role="list" className="mt-10 grid gap-6 lg:grid-cols-2">
        {copy.items.map((item, index) => {
          const page = layerPages[index]
          if (!page) return null
          const Icon = cardIcons[pageLinks[page].icon]
          return (
            // An odd last card spans both columns, so five layers leave no empty slot beside the fifth.
            <li key={item.title} className={cn(linkCardClasses, 'p-6 lg:last:odd:col-span-2')}>
              <Icon aria-hidden="true" className="size-7 text-accent-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink-950">
                <PageLink to={page} className={cardLinkClasses}>
                  {item.title}
                </PageLink>
              </h3>
              <LabelledParts parts={parts} labels={copy.labels} item={item} className="flex-1" />
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-700"
              >
                {t(pageLinks[page].action)}{' '}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
              </span>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}

export default function ThreatsPage() {
  return (
    <>
      <PageHero aside={<ThreatLayerLinks />} />
      <ProseSection copyKey="model" />
      <ThreatLayersDiagram tone="muted" />
      <LayerCards />
      <FeatureGrid copyKey="gaps" tone="muted" icons={[PhoneCall, MessageCircle, Building2]} />
      <FeatureGrid copyKey="defence" tone="dark" icons={[KeyRound, UserCheck, ServerCog]} />
      <CtaBand />
    </>
  )
}
