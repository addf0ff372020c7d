/**
 * Translation keys that only the browser renders (error screens, loading states, form
 * feedback, toasts), so the prerender cannot see them used. Prefixes, `namespace:key.path`.
 */
export const clientOnlyKeyPrefixes = [
  'common:screens.crash',
  'common:screens.errorMessage',
  'common:screens.stack',
  'common:screens.componentStack',
  'common:screens.reload',
  'common:screens.loadError',
  'common:screens.goBack',
  'common:screens.loading',
  'common:teasers.',
  // Baked into the language module at build (scripts/plugins/bootScriptPlugin.ts), shown outside React.
  'common:languageNotice.',
  'common:search.',
  'common:auth.',
  'common:staff.',
  'common:toasts.',
  'common:leadForm.errors.',
  'common:leadForm.success',
  'common:leadForm.thanks',
  'common:leadForm.failure',
  'common:leadForm.mailtoAction',
  'common:leadForm.sending',
  'sign-in:',
  'account:',
] as const
