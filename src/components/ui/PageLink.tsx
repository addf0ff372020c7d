import type { AnchorHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'
import type { Language, PageId } from '../../../routes.config'
import { useLanguage } from '../../i18n/LanguageContext'
import { localizedPath, type RouteParams } from '../../routing/localizedPath'

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: PageId
  params?: RouteParams
  hash?: string
  /** Defaults to the current layout's language. */
  language?: Language
}

/** A link to a page of the manifest: the only way components link inside the site. */
export function PageLink({ to, params, hash, language, ...props }: PageLinkProps) {
  const current = useLanguage()
  const path = localizedPath({ page: to, language: language ?? current, params })
  return <Link data-slot="page-link" to={hash ? `${path}#${hash}` : path} {...props} />
}
