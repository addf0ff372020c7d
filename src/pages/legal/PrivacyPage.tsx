import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { Section } from '../../components/sections/Section'
import { useSectionCopy } from '../../components/sections/useSectionCopy'
import { buildVariants } from '../../config/buildVariants'

const namespace = 'legal-privacy'

interface PurposesCopy {
  heading: string
  lead: string
  labels: { data: string; basis: string; retention: string }
  items: { title: string; data: string; basis: string; retention: string }[]
}

/** One block per purpose: the data it uses, its one lawful basis and how long the data is kept. */
function Purposes() {
  const copy = useSectionCopy<PurposesCopy>(namespace, 'purposes')
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
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="controller" />
      <Purposes />
      <ProseSection namespace={namespace} copyKey={`lookup.${buildVariants.geoLookup}`} id="lookup" />
      <ProseSection namespace={namespace} copyKey={`botCheck.${buildVariants.botCheck}`} id="bot-check" tone="muted" />
      <ProseSection namespace={namespace} copyKey="processors" />
      <ProseSection namespace={namespace} copyKey="transfers" tone="muted" />
      <ProseSection namespace={namespace} copyKey="rights" />
      <ProseSection namespace={namespace} copyKey="changes" tone="muted" />
      <CompanyDetails />
    </>
  )
}
