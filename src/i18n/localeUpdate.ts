/**
 * Development only: what the dev server sends on Vite's HMR channel when a locale file is saved
 * (scripts/plugins/localeHotUpdatePlugin.ts), for src/i18n/localeBundles.ts to swap the file's
 * strings into the open page instead of reloading it (review DV-6).
 */
export const localeUpdateEvent = 'vaultline:locale-update'

export interface LocaleUpdate {
  language: string
  namespace: string
  /** The file's whole content, as it is now. */
  bundle: Record<string, unknown>
}
