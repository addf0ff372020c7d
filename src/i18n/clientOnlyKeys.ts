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
  'common:leadForm.mailtoLine',
  'common:leadForm.sending',
  'common:leadForm.errorSummary',
  'common:leadForm.dismissFailure',
  'sign-in:',
  'account:',
] as const

/**
 * Keys the prerender renders only once the content calls for them, so a small site may not show
 * them used: the blog index's page links appear when a language has more posts than one page
 * holds (blogIndexPageSize). tests/unit/components/blogIndexPagination.test.tsx renders them.
 */
export const contentDependentKeyPrefixes = [
  'blog:pagination.',
  // The accessibility statement and report show what the findings list holds today
  // (src/content/accessibility/accessibilityFindings.ts): a finding's description only while it is
  // open, one status of the two, the groups of known issues only while they have members, the
  // remarks for fixed findings once one on a criterion is fixed. tests/unit/pages/accessibilityPages.test.tsx
  // renders every state and proves each of these keys is rendered in one of them.
  'accessibility:findings.',
  'accessibility:status.partiallyCompliant',
  'accessibility:status.fullyCompliant',
  'accessibility:statusLabels.',
  'accessibility:knownIssues.',
  'accessibility:issueLabels.plannedFix',
  'accessibility-conformance:remarks.',
  // The legal pages' company details show the ICO registration number only once the company has
  // put it into src/config/site.ts (dataProtectionRegistration); tests/unit/components/companyDetails.test.tsx
  // renders both states.
  'common:companyDetails.dataProtectionRegistration',
] as const

/** Keys only the dev server renders: drafts, which a build leaves out (scripts/content/blogContent.ts). */
export const devOnlyKeyPrefixes = ['common:drafts.'] as const
