import { useTranslation } from 'react-i18next'
import { editionProfiles, groupKeys, profiles } from '../../content/facts'

/** The editions with a cryptographic profile of their own (the Voice Gateway takes the one of the edition it extends). */
type ProfiledEdition = 'enterprise' | 'government' | 'onPremises'

/**
 * A strip under an edition's hero with the four facts a security buyer looks for first, quoted
 * from src/content/facts.ts rather than written into sentences: the key exchange, the identity
 * signatures, the content cipher and the group protocol of the edition's default profile. It is
 * a different shape from the sections around it, figures set large, which a skimming reader
 * meets before the prose (design review DES-07, DES-08).
 */
export function KeyFacts({ edition }: { edition: ProfiledEdition }) {
  const { t } = useTranslation('common')
  const profile = profiles[editionProfiles[edition]]
  const facts = [
    { key: 'keyExchange', value: `${profile.keyAgreement} + ${profile.kem}` },
    { key: 'identity', value: `${profile.signature} + ${profile.classicalSignature}` },
    { key: 'content', value: profile.cipher },
    { key: 'groups', value: `${groupKeys.protocol}, ${groupKeys.standard}` },
  ] as const
  return (
    <section aria-labelledby="key-facts-heading" className="border-b border-ink-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="key-facts-heading" className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
          {t('keyFacts.heading')}
        </h2>
        <dl className="mt-5 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(({ key, value }) => (
            <div key={key} className="border-l-4 border-accent-600 pl-4">
              <dt className="text-sm font-medium text-ink-600">{t(`keyFacts.${key}`)}</dt>
              <dd className="mt-1 text-xl font-semibold tracking-tight text-ink-950">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
