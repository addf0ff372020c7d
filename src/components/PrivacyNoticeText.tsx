import { Trans, useTranslation } from 'react-i18next'
import { PageLink } from './ui/PageLink'

/**
 * A sentence that names the privacy notice, with "<notice>…</notice>" in its copy becoming a link to
 * it: every place that collects personal data links the notice where the data is typed (review
 * copy-en 2026-12-01 L-1), in words the translator places where their language puts them.
 */
export function PrivacyNoticeText({ i18nKey, ns }: { i18nKey: string; ns?: string }) {
  const { t } = useTranslation(ns)
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      ns={ns}
      components={{
        notice: (
          <PageLink
            to="legalPrivacy"
            className="rounded-sm font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          />
        ),
      }}
    />
  )
}
