import { Download, Laptop, Monitor, Terminal } from 'lucide-react'
import storeQrCodes from 'virtual:store-qr-codes'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { Section } from '../../components/sections/Section'
import { StepList } from '../../components/sections/StepList'
import { QrCode, StoreBadge } from '../../components/sections/StoreBadge'
import { buttonClasses } from '../../components/ui/buttonClasses'
import { PageLink } from '../../components/ui/PageLink'
import { site } from '../../config/site'
import type { downloadsCopy } from '../../content/pageCopy/downloads'
import { usePageCopy } from '../../i18n/pageCopy'

function MobileApps() {
  const copy = usePageCopy<typeof downloadsCopy.shape.mobile>('mobile')
  return (
    <Section id="mobile" heading={copy.heading} lead={copy.lead}>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {(['ios', 'android'] as const).map((store) => (
          <article key={store} className="flex flex-col gap-6 rounded-xl border border-ink-200 p-6 sm:flex-row sm:items-start">
            <QrCode code={storeQrCodes[store]} label={copy[store].qrLabel} />
            <div className="flex-1">
              <h3 className="text-xl font-semibold text-ink-950">{copy[store].title}</h3>
              <p className="mt-2 leading-7 text-ink-700">{copy[store].body}</p>
              <p className="mt-2 text-sm text-ink-600">{copy[store].requirements}</p>
              <div className="mt-4">
                <StoreBadge store={store} href={site.stores[store]} label={copy[store].badgeLabel} />
              </div>
            </div>
          </article>
        ))}
      </div>
    </Section>
  )
}

const desktopIcons = [Monitor, Laptop, Terminal]
const desktopLinks = [site.desktopDownloads.windows, site.desktopDownloads.macos, site.desktopDownloads.linux]

function DesktopApps() {
  const copy = usePageCopy<typeof downloadsCopy.shape.desktop>('desktop')
  return (
    <Section id="desktop" heading={copy.heading} lead={copy.lead} tone="muted">
      <ul role="list" className="mt-10 grid gap-6 md:grid-cols-3">
        {copy.items.map((item, index) => {
          const Icon = desktopIcons[index] ?? Monitor
          return (
            <li key={item.title} className="flex flex-col rounded-xl border border-ink-200 bg-white p-6">
              <Icon aria-hidden="true" className="size-7 text-accent-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink-950">{item.title}</h3>
              <p className="mt-2 flex-1 leading-7 text-ink-700">{item.body}</p>
              <p className="mt-2 text-sm text-ink-600">{item.requirements}</p>
              <a href={desktopLinks[index]} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
                <Download aria-hidden="true" className="size-4" />
                {item.action}
              </a>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function GovernmentTeaser() {
  const copy = usePageCopy<typeof downloadsCopy.shape.government>('government')
  return (
    <Section id="government" heading={copy.heading} lead={copy.body} tone="muted">
      <PageLink to="downloadsGovernment" className={buttonClasses({ className: 'mt-6' })}>{copy.action}</PageLink>
    </Section>
  )
}

export default function DownloadsPage() {
  return (
    <>
      <PageHero />
      <MobileApps />
      <DesktopApps />
      <StepList copyKey="firstSteps" />
      <ProseSection copyKey="verify" />
      <GovernmentTeaser />
      <CtaBand />
    </>
  )
}
