import { useTranslation } from 'react-i18next'
import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { PageHero } from '../../components/sections/PageHero'
import { companyDetailsEntry, PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { Section } from '../../components/sections/Section'
import { buildVariants } from '../../config/buildVariants'
import type { legalPrivacyCopy } from '../../content/pageCopy/legal-privacy'
import { usePageCopy, usePageNamespace } from '../../i18n/pageCopy'

/**
 * One block per purpose: the data it uses, its one lawful basis and how long the data is kept. From
 * `lg` the three stand side by side, as columns a reader can compare down the page, where they were
 * one narrow column beside empty space (design review DES-08).
 */
function Purposes({ tone }: { tone: 'white' | 'muted' }) {
  const copy = usePageCopy<typeof legalPrivacyCopy.shape.purposes>('purposes')
  return (
    <Section id="purposes" heading={copy.heading} lead={copy.lead} tone={tone}>
      <div className="mt-8 grid max-w-3xl gap-8 lg:max-w-none lg:gap-0 lg:divide-y lg:divide-ink-200">
        {copy.items.map((item) => (
          <div key={item.title} className="lg:py-8 lg:first:pt-0 lg:last:pb-0">
            <h3 className="text-xl font-semibold text-ink-950">{item.title}</h3>
            <dl className="mt-3 grid gap-3 text-base leading-7 lg:grid-cols-3 lg:gap-x-10">
              {(['data', 'basis', 'retention'] as const).map((field) => (
                <div key={field}>
                  <dt className="font-semibold text-ink-900">{copy.labels[field]}</dt>
                  <dd className="max-w-measure text-ink-700">{item[field]}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </Section>
  )
}

/**
 * The processors this build uses: the host's list, then the third party of the country lookup
 * (ipapi.co) and of the bot check (Cloudflare Turnstile) when the build turns them on, so the list
 * never leaves out a processor the page elsewhere names (review L1).
 */
function Processors({ tone }: { tone: 'white' | 'muted' }) {
  const { t } = useTranslation(usePageNamespace())
  const extra = [
    ...(buildVariants.geoLookup === 'ipapi' ? [t('extraProcessors.ipapi')] : []),
    ...(buildVariants.botCheck === 'turnstile' ? [t('extraProcessors.turnstile')] : []),
  ]
  return <ProseSection copyKey={`processors.${buildVariants.hosting}`} id="processors" tone={tone} morePoints={extra} />
}

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        align="start"
        actions={null}
        aside={
          <PageContents
            entries={[
              'controller',
              'service',
              'purposes',
              { id: 'lookup', copyKey: `lookup.${buildVariants.geoLookup}` },
              { id: 'bot-check', copyKey: `botCheck.${buildVariants.botCheck}` },
              { id: 'processors', copyKey: `processors.${buildVariants.hosting}` },
              { id: 'transfers', copyKey: `transfers.${buildVariants.hosting}` },
              'required',
              'rights',
              'complaints',
              'changes',
              companyDetailsEntry,
            ]}
          />
        }
      />
      {/* The notice's prose sections are parts of one document; the purposes and the processors, set out as lists, keep their bands (DES-08). */}
      <ProseSection copyKey="controller" layout="document" />
      <ProseSection copyKey="service" layout="document" />
      <Purposes tone="muted" />
      <ProseSection copyKey={`lookup.${buildVariants.geoLookup}`} id="lookup" layout="document" />
      <ProseSection copyKey={`botCheck.${buildVariants.botCheck}`} id="bot-check" layout="document" />
      <Processors tone="muted" />
      <ProseSection copyKey={`transfers.${buildVariants.hosting}`} id="transfers" layout="document" />
      <ProseSection copyKey="required" layout="document" />
      <ProseSection copyKey="rights" layout="document" />
      <ProseSection copyKey="complaints" layout="document" />
      <ProseSection copyKey="changes" layout="document" />
      <CompanyDetails tone="muted" />
    </>
  )
}
