import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { Section } from '../../components/sections/Section'
import { buildVariants } from '../../config/buildVariants'
import type { legalPrivacyCopy } from '../../content/pageCopy/legal-privacy'
import { usePageCopy } from '../../i18n/pageCopy'

/** One block per purpose: the data it uses, its one lawful basis and how long the data is kept. */
function Purposes() {
  const copy = usePageCopy<typeof legalPrivacyCopy.shape.purposes>('purposes')
  return (
    <Section id="purposes" heading={copy.heading} lead={copy.lead} tone="muted">
      <div className="mt-8 grid max-w-3xl gap-8">
        {copy.items.map((item) => (
          <div key={item.title}>
            <h3 className="text-xl font-semibold text-ink-950">{item.title}</h3>
            <dl className="mt-3 grid gap-3 text-base leading-7">
              {(['data', 'basis', 'retention'] as const).map((field) => (
                <div key={field}>
                  <dt className="font-semibold text-ink-900">{copy.labels[field]}</dt>
                  <dd className="text-ink-700">{item[field]}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </Section>
  )
}

export default function PrivacyPage() {
  return (
    <>
      <PageHero />
      <ProseSection copyKey="controller" />
      <Purposes />
      <ProseSection copyKey={`lookup.${buildVariants.geoLookup}`} id="lookup" />
      <ProseSection copyKey={`botCheck.${buildVariants.botCheck}`} id="bot-check" tone="muted" />
      <ProseSection copyKey={`processors.${buildVariants.hosting}`} id="processors" />
      <ProseSection copyKey={`transfers.${buildVariants.hosting}`} id="transfers" tone="muted" />
      <ProseSection copyKey="rights" />
      <ProseSection copyKey="changes" tone="muted" />
      <CompanyDetails />
    </>
  )
}
