import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { contentCollectionsPlugin } from './scripts/plugins/contentCollectionsPlugin'
import { cmsOriginFrom } from './src/admin/cmsBackendConfig'
import { checkAuthProviders } from './src/auth/providerSettings'
import { checkBackendConfig } from './src/config/backendConfig'
import { checkGeoLookup } from './src/config/buildVariants'
import { checkSiteUrl, normaliseSiteUrl } from './src/config/site'
import { assertPublicKey } from './src/config/supabaseKey'
import { checkTurnstileSiteKey } from './src/leads/turnstileConfig'
import { bootScriptPlugin } from './scripts/plugins/bootScriptPlugin'
import { devPagesPlugin } from './scripts/plugins/devPagesPlugin'
import { pageCopyCheckPlugin } from './scripts/plugins/pageCopyCheckPlugin'
import { sonnerStylesPlugin } from './scripts/plugins/sonnerStylesPlugin'
import { languageNoticePlugin } from './scripts/plugins/languageNoticePlugin'
import { localeHotUpdatePlugin } from './scripts/plugins/localeHotUpdatePlugin'
import { storeQrPlugin } from './scripts/plugins/storeQrPlugin'
import { translationsPlugin } from './scripts/plugins/translationsPlugin'
import { clientChunkGroups } from './scripts/plugins/clientChunkGroups'
import { sourceInfo } from './scripts/render/sourceInfo'
import { chunkFileNames } from './src/app/chunkFileNames'
import { deployHost, nginxGeoCountry } from './src/config/deployHostSetting'

/**
 * Lazy barrels: the pages import their icons from lucide-react's index, which re-exports some
 * 1,700 icon modules, and the bundler compiled every one of them (2,105 of the browser bundle's
 * 2,569 modules) to keep the few dozen used. With it, only the icons imported are compiled
 * (rolldown.rs/in-depth/lazy-barrel-optimization, which Rolldown means to make the default): the
 * same icons and bytes but for their order in the chunk, 0.8 s less CPU for the browser's bundle.
 * The server bundle leaves lucide-react to Node.
 */
const browserBundleExperiments = { lazyBarrel: true }

export default defineConfig(({ mode, isSsrBuild }) => {
  // Every setting is checked here, before anything is built, and stops the build with its
  // catalogue entry (src/errors/buildErrors.ts). The modules the browser loads read the same
  // settings unchecked, so that no message for an error no visitor can meet reaches the site.
  const env = loadEnv(mode, process.cwd(), ['VITE_', 'SITE_URL'])
  checkSiteUrl(env.SITE_URL)
  // One decision of the host for the hosting files (postbuild) and the privacy notice (the pages).
  process.env.VITE_DEPLOY_HOST = deployHost(process.env)
  checkGeoLookup({ ...process.env, ...env }, normaliseSiteUrl(env.SITE_URL))
  // An nginx GeoIP variable without the lookup that asks it, or the reverse, stops the build here, not after the render.
  nginxGeoCountry(process.env)
  // An editor origin that is not one stops the build here, naming it, before the toolbar links to it.
  cmsOriginFrom(process.env)
  // Both Supabase variables or neither, naming the missing one. Every visitor can read the key,
  // so only one that grants the anon role may be built in (never service_role).
  const backend = checkBackendConfig(env, normaliseSiteUrl(env.SITE_URL))
  if (backend.configured) assertPublicKey(backend.anonKey)
  // A bot-check key that is not a Turnstile site key (a secret key, say) stops the build.
  checkTurnstileSiteKey(env)
  checkAuthProviders(env)
  return {
    // The page copy is checked, and the boot scripts made, by the browser's bundle; the server's (the prerender's) needs neither.
    plugins: [
      react(),
      tailwindcss(),
      devPagesPlugin(),
      ...(isSsrBuild ? [] : [pageCopyCheckPlugin(), bootScriptPlugin()]),
      contentCollectionsPlugin(),
      translationsPlugin(),
      storeQrPlugin(),
      languageNoticePlugin(),
      sonnerStylesPlugin(),
      localeHotUpdatePlugin(),
    ],
    // CMS_ORIGIN: the staff toolbar's links to the content editor on its own origin.
    envPrefix: ['VITE_', 'SITE_URL', 'CMS_ORIGIN'],
    // What the staff toolbar says the site was built from.
    define: { __BUILD_INFO__: JSON.stringify(sourceInfo()) },
    build: {
      assetsInlineLimit: 0,
      ...(isSsrBuild
        ? {}
        : {
            rolldownOptions: {
              experimental: browserBundleExperiments,
              output: { chunkFileNames, codeSplitting: { groups: clientChunkGroups } },
            },
          }),
    },
  }
})
