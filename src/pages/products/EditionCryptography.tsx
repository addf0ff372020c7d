import { useTranslation } from 'react-i18next'
import { editionProfiles, profiles } from '../../content/facts'
import { PageLink } from '../../components/ui/PageLink'

const editions = [
  { page: 'productEnterprise', edition: 'enterprise', label: 'nav.enterprise' },
  { page: 'productGovernment', edition: 'government', label: 'nav.government' },
  { page: 'productOnPremises', edition: 'onPremises', label: 'nav.onPremises' },
] as const

/**
 * The products overview's hero picture (design review DES-07: its heading stood beside an empty
 * dark band): each edition's default cryptography, quoted from src/content/facts.ts as the
 * edition pages' strip quotes it, with a link to the edition. A buyer comparing editions sees
 * where the commercial and CNSA 2.0 profiles differ before reading on.
 */
export function EditionCryptography() {
  const { t } = useTranslation('common')
  return (
    <div className="rounded-2xl border border-white/15 bg-white/5 p-6 lg:ml-auto lg:max-w-md">
      <h2 className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{t('keyFacts.heading')}</h2>
      <dl className="mt-4 grid gap-5">
        {editions.map(({ page, edition, label }) => {
          const profile = profiles[editionProfiles[edition]]
          return (
            <div key={edition} className="border-l-4 border-accent-500 pl-4">
              <dt className="text-base font-semibold">
                <PageLink to={page} className="text-white underline-offset-4 hover:underline">
                  {t(label)}
                </PageLink>
              </dt>
              {(
                [
                  ['keyExchange', [profile.keyAgreement, profile.kem]],
                  ['identity', [profile.signature, profile.classicalSignature]],
                ] as const
              ).map(([fact, value]) => (
                <dd key={fact} className="mt-2 inline-block w-1/2 pr-3 align-top text-sm leading-5">
                  {/* The space keeps label and value apart in the text (a reader, search, the build's facts check). */}
                  <span className="block text-ink-300">{t(`keyFacts.${fact}`)}</span>{' '}
                  {/* An algorithm's name never breaks at its hyphen ("ML-KEM-/1024"); the line breaks at the plus. */}
                  <span className="mt-0.5 block font-medium text-white">
                    <span className="whitespace-nowrap">{value[0]}</span> +{' '}
                    <span className="whitespace-nowrap">{value[1]}</span>
                  </span>
                </dd>
              ))}
            </div>
          )
        })}
      </dl>
    </div>
  )
}
