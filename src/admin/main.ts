/**
 * The content editor at /admin: Decap CMS configured from the site's own schemas (cmsConfig.ts),
 * in the language the staff toolbar's link asked for (?lang=), with previews drawn by the site's
 * components. Built into its own bundle (scripts/admin/buildEditor.ts) only for a build with a
 * back end; no other page loads it.
 */
import './manualInit'
import CMS from 'decap-cms-app'
import { defaultLanguage } from '../../routes.config'
import { sanitizeLanguage } from '../boot/languageValue'
import { postFrontMatter } from '../content/blog/postSchema'
import { pageCopySchemas } from '../content/pageCopy/pageCopySchemas'
import { cmsConfig, type CmsBackend } from './cmsConfig'
import { registerPreviews } from './previews/registerPreviews'

declare const __CMS_BACKEND__: CmsBackend
declare const __CMS_SITE_URL__: string

const editLanguage = sanitizeLanguage(new URLSearchParams(window.location.search).get('lang')) ?? defaultLanguage

registerPreviews(CMS, editLanguage)
CMS.init({ config: cmsConfig({ backend: __CMS_BACKEND__, editLanguage, postSchema: postFrontMatter, pageCopySchemas, siteUrl: __CMS_SITE_URL__ }) as never })
