/**
 * The content editor at /admin: Decap CMS configured from the site's own schemas (cmsConfig.ts),
 * in the language the staff toolbar's link asked for (?lang=), with previews drawn by the site's
 * components. Built into its own bundle (scripts/admin/buildEditor.ts); no other page loads it.
 */
import './manualInit'
import CMS from 'decap-cms-app'
import { defaultLanguage } from '../../routes.config'
import { sanitizeLanguage } from '../boot/languageValue'
import { postFrontMatter } from '../content/blog/postSchema'
import { pageCopySchemas } from '../content/pageCopy/pageCopySchemas'
import { cmsConfig, type CmsBackend } from './cmsConfig'
import { registerPreviews } from './previews/registerPreviews'

declare const __CMS_BACKEND__: CmsBackend | null
declare const __CMS_SITE_URL__: string

const editLanguage = sanitizeLanguage(new URLSearchParams(window.location.search).get('lang')) ?? defaultLanguage

if (__CMS_BACKEND__) {
  registerPreviews(CMS, editLanguage)
  CMS.init({ config: cmsConfig({ backend: __CMS_BACKEND__, editLanguage, postSchema: postFrontMatter, pageCopySchemas, siteUrl: __CMS_SITE_URL__ }) as never })
} else {
  const main = document.createElement('main')
  main.style.cssText = 'max-width:40rem;margin:4rem auto;font:16px/1.6 system-ui,sans-serif;padding:0 1rem'
  const heading = document.createElement('h1')
  heading.textContent = 'The content editor is not connected to a repository'
  const text = document.createElement('p')
  text.textContent = 'This build was made without CMS_GITHUB_REPO and CMS_OAUTH_BASE_URL. Set them and rebuild (README, "Content editor"), or run npm run cms to edit the working tree on your machine.'
  main.append(heading, text)
  document.body.append(main)
}
