import type { output } from 'zod'
import { Download, Laptop, Monitor, Terminal } from 'lucide-react'
import storeQrCodes from 'virtual:store-qr-codes'
import { CtaBand } from '../../components/sections/CtaBand'
import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { Section } from '../../components/sections/Section'
import { StepList } from '../../components/sections/StepList'
import { QrCode, StoreBadge } from '../../components/sections/StoreBadge'
import { buttonClasses } from '../../components/ui/buttonClasses'
import { PageLink } from '../../components/ui/PageLink'
import type { Language } from '../../../routes.config'
import { site } from '../../config/site'
import type { downloadsCopy } from '../../content/pageCopy/downloads'
import {
  desktopRelease,
  filesFor,
  releasePlatforms,
  releaseUrl,
  type ReleaseFile,
} from '../../content/releases/releases'
import { intlLocales } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageCopy } from '../../i18n/pageCopy'

function MobileApps() {
  const copy = usePageCopy<typeof downloadsCopy.shape.mobile>('mobile')
  return (
    <Section id="mobile" heading={copy.heading} lead={copy.lead}>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {(['ios', 'android'] as const).map((store) => (
          <article
            key={store}
            className="flex flex-col gap-6 rounded-xl border border-ink-200 p-6 sm:flex-row sm:items-start"
          >
            {/* A phone or tablet cannot scan its own screen: there the store button does the job, and
                the code shows only on wider screens with a fine pointer (DES-11). */}
            <div className="shrink-0 max-sm:hidden pointer-coarse:hidden">
              <QrCode code={storeQrCodes[store]} label={copy[store].qrLabel} />
            </div>
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

/** A size in megabytes, written the way the page's language writes it ("148.2 MB", "148,2 Mo"). */
function formatSize(bytes: number, language: Language): string {
  return new Intl.NumberFormat(intlLocales[language], {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000)
}

/** One installer of the release manifest: its link, version, size, checksum and signature file. */
function ReleaseDownload({ file, copy }: { file: ReleaseFile; copy: DesktopCopy }) {
  const language = useLanguage()
  return (
    <div className="mt-5 border-t border-ink-200 pt-5">
      <a href={releaseUrl(file.file)} className={buttonClasses({ variant: 'secondary' })}>
        <Download aria-hidden="true" className="size-4" />
        {copy.formats[file.format]}
      </a>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-700">
        <dt className="font-medium text-ink-900">{copy.details.version}</dt>
        <dd>{desktopRelease.version}</dd>
        <dt className="font-medium text-ink-900">{copy.details.size}</dt>
        <dd>{formatSize(file.bytes, language)}</dd>
        <dt className="font-medium text-ink-900">{copy.details.checksum}</dt>
        <dd>
          <code className="font-mono text-xs break-all">{file.sha384}</code>
        </dd>
        <dt className="font-medium text-ink-900">{copy.details.signature}</dt>
        <dd>
          <a href={releaseUrl(file.signature)} className="break-all text-accent-700 underline underline-offset-2">
            {file.signature}
          </a>
        </dd>
      </dl>
    </div>
  )
}

type DesktopCopy = output<typeof downloadsCopy.shape.desktop>

function DesktopApps() {
  const copy = usePageCopy<typeof downloadsCopy.shape.desktop>('desktop')
  return (
    <Section id="desktop" heading={copy.heading} lead={copy.lead} tone="muted">
      <ul role="list" className="mt-10 grid gap-6 md:grid-cols-3">
        {copy.items.map((item, index) => {
          const Icon = desktopIcons[index] ?? Monitor
          const platform = releasePlatforms[index]
          return (
            // min-w-0: a grid item is otherwise as wide as its longest word (German "Windows-Installationsprogramm" in the
            // download button), and the page would scroll sideways at 320 px; the button's label wraps instead.
            <li key={item.title} className="flex min-w-0 flex-col rounded-xl border border-ink-200 bg-white p-6">
              <Icon aria-hidden="true" className="size-7 text-accent-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink-950">{item.title}</h3>
              <p className="mt-2 leading-7 text-ink-700">{item.body}</p>
              <p className="mt-2 text-sm text-ink-600">{item.requirements}</p>
              {platform &&
                filesFor(platform).map((file) => <ReleaseDownload key={file.file} file={file} copy={copy} />)}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** How to check a download, with links to the signed release manifest, its signature and the keys. */
function VerifySection() {
  const copy = usePageCopy<typeof downloadsCopy.shape.verify>('verify')
  const links = [
    { href: releaseUrl(desktopRelease.manifest.file), text: copy.links.manifest },
    { href: releaseUrl(desktopRelease.manifest.signature), text: copy.links.manifestSignature },
    { href: desktopRelease.verificationKeys, text: copy.links.keys },
  ]
  return (
    <ProseSection copyKey="verify">
      <ul role="list" className="mt-6 grid max-w-3xl gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="font-medium text-accent-700 underline underline-offset-2">
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </ProseSection>
  )
}

function GovernmentTeaser() {
  const copy = usePageCopy<typeof downloadsCopy.shape.government>('government')
  // The button beside the heading and its sentence from `lg`, as the closing band sets its actions (DES-08).
  return (
    <Section
      id="government"
      heading={copy.heading}
      lead={copy.body}
      tone="muted"
      aside={
        <PageLink to="downloadsGovernment" className={buttonClasses({ className: 'lg:mt-1' })}>
          {copy.action}
        </PageLink>
      }
    />
  )
}

export default function DownloadsPage() {
  return (
    <>
      <PageHero
        actions={null}
        aside={<PageContents entries={['mobile', 'desktop', 'firstSteps', 'verify', 'government']} />}
      />
      <MobileApps />
      <DesktopApps />
      <StepList copyKey="firstSteps" />
      <VerifySection />
      <GovernmentTeaser />
      <CtaBand />
    </>
  )
}
