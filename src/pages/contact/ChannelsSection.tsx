import { FileKey2, Headset, LifeBuoy, Mail, Newspaper, Phone, ShieldAlert, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { SampleMark } from '../../components/sections/SampleMark'
import { Section } from '../../components/sections/Section'
import { PageLink } from '../../components/ui/PageLink'
import { site } from '../../config/site'
import type { contactCopy } from '../../content/pageCopy/contact'
import { companyFacts } from '../../content/trust/trustFacts'
import { shownFact } from '../../content/trust/businessFact'
import { usePageCopy } from '../../i18n/pageCopy'
import { securityTxtPath } from '../../../routes.config'

type ChannelsCopy = (typeof contactCopy)['shape']['channels']

const linkClass =
  'font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600'
/**
 * An address is one long token with no hyphenation point, so it may break anywhere rather than run
 * out of its card on a phone; words ("Schwachstellen") must not.
 */
const addressClass = `${linkClass} break-all`

function Reach({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
      {children}
    </li>
  )
}

const mail = (address: string, subject?: string) => (
  <a href={`mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`} className={addressClass}>
    {address}
  </a>
)

/**
 * "How to reach us": each channel says how to use it, under its title (design review DES-09): the
 * address or number from src/config/site.ts, and for security reports the disclosure policy and
 * security.txt. Press write to the sales address with a subject, as the card says, until a press
 * address is given (companyFacts.pressEmail); nothing here is invented.
 */
export function ChannelsSection() {
  const copy = usePageCopy<ChannelsCopy>('channels')
  const press = shownFact(companyFacts.pressEmail)
  const reach: Record<(typeof channels)[number], ReactNode> = {
    sales: (
      <>
        <Reach icon={Mail}>{mail(site.email.sales)}</Reach>
        <Reach icon={Phone}>
          <a href={`tel:${site.phone.replace(/\s/g, '')}`} className={addressClass}>
            {site.phone}
          </a>
        </Reach>
      </>
    ),
    support: <Reach icon={Mail}>{mail(site.email.support)}</Reach>,
    security: (
      <>
        <Reach icon={Mail}>{mail(site.email.security)}</Reach>
        <Reach icon={ShieldAlert}>
          <PageLink to="vulnerabilityDisclosure" className={linkClass}>
            {copy.reach.policy}
          </PageLink>
        </Reach>
        <Reach icon={FileKey2}>
          {/* A file the build writes (scripts/hosting/securityTxt.ts), not a page: a plain link. */}
          <a href={securityTxtPath} className={linkClass}>
            {copy.reach.securityTxt}
          </a>
        </Reach>
      </>
    ),
    press: (
      <Reach icon={Mail}>
        <span>
          {press?.sample && <SampleMark />}
          {press ? mail(press.value) : mail(site.email.sales, copy.reach.pressSubject)}
        </span>
      </Reach>
    ),
  }
  return (
    <Section id="channels" heading={copy.heading} lead={copy.lead}>
      <ul role="list" className="mt-10 grid gap-6 sm:grid-cols-2">
        {channels.map((channel, index) => {
          const Icon = icons[index]!
          const item = copy.items[index]
          if (!item) return null
          return (
            <li
              key={channel}
              data-channel={channel}
              className="rounded-xl border border-ink-200 bg-white p-6 shadow-sm"
            >
              <Icon aria-hidden="true" className="size-7 text-accent-600" />
              <h3 className="mt-4 text-lg font-semibold text-ink-950">{item.title}</h3>
              <ul role="list" className="mt-3 grid gap-2 text-sm">
                {reach[channel]}
              </ul>
              <p className="mt-3 leading-7 text-ink-700">{item.body}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** The cards in the order of `channels.items` in locales/<lang>/contact.json. */
const channels = ['sales', 'support', 'security', 'press'] as const
const icons = [Headset, LifeBuoy, ShieldAlert, Newspaper]
