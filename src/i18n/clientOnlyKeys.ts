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
  'common:search.',
  'common:auth.',
  'common:staff.',
  'sign-in:',
  'account:',
] as const
