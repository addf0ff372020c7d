import type { UserIdentity } from '@supabase/supabase-js'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../i18n/LanguageContext'
import { AuthNotice } from '../../auth/AuthNotice'
import { authProviders, providerName } from '../../auth/authProviders'
import { authRedirectUrl } from '../../auth/authRedirects'
import { loadSupabase } from '../../auth/supabase'
import { useAuthAction } from '../../auth/useAuthAction'
import { Button } from '../../components/ui/Button'
import { ConfirmAction } from '../../components/ui/ConfirmAction'
import { usePageNamespace } from '../../i18n/pageCopy'

/** Sign-in methods: listed, unlinked (never the last), and linked for the providers this site offers. */
export function IdentitiesSection() {
  const { t } = useTranslation(usePageNamespace())
  const language = useLanguage()
  const [identities, setIdentities] = useState<UserIdentity[] | null>(null)
  const { busy, outcome, run } = useAuthAction()
  const refresh = useCallback(async () => {
    const { data } = await (await loadSupabase()).auth.getUserIdentities()
    setIdentities(data?.identities ?? [])
  }, [])
  useEffect(() => void refresh(), [refresh])

  const unlink = (identity: UserIdentity) =>
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.unlinkIdentity(identity)
      if (error) throw error
      await refresh()
      return 'account:identityRemoved'
    })
  // The provider's sign-in page comes next; it sends the browser back here, where errors are shown in words.
  const link = (provider: string) =>
    void run(async () => {
      const redirectTo = authRedirectUrl(window.location.origin, language)
      const { error } = await (await loadSupabase()).auth.linkIdentity({
        provider: provider as 'azure',
        options: { redirectTo },
      })
      if (error) throw error
    })
  // Offered once the list is known, so an identity already linked is never offered again.
  const linkable = identities
    ? authProviders.link.filter((provider) => !identities.some((identity) => identity.provider === provider))
    : []
  const label = (provider: string) => (provider === 'email' ? t('emailIdentity') : providerName(provider))
  return (
    <section aria-labelledby="identities-heading" className="grid gap-3">
      <h2 id="identities-heading" className="text-xl font-semibold text-ink-950">
        {t('identities')}
      </h2>
      <ul role="list" className="grid gap-2">
        {identities?.map((identity) => (
          <li
            key={identity.identity_id}
            className="flex items-center justify-between gap-3 rounded-md border border-ink-200 p-3"
          >
            <span>
              {label(identity.provider)}
              {identity.identity_data?.email ? ` · ${String(identity.identity_data.email)}` : ''}
            </span>
            {identities.length > 1 && (
              <ConfirmAction
                label={t('unlink')}
                question={t('confirmUnlink', { method: label(identity.provider) })}
                confirmLabel={t('confirmRemove')}
                cancelLabel={t('keep')}
                disabled={busy}
                onConfirm={() => unlink(identity)}
              />
            )}
          </li>
        ))}
      </ul>
      {linkable.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {linkable.map((provider) => (
            <Button key={provider} variant="secondary" disabled={busy} onClick={() => link(provider)}>
              {t('link', { provider: providerName(provider) })}
            </Button>
          ))}
        </div>
      )}
      <AuthNotice outcome={outcome} />
    </section>
  )
}
