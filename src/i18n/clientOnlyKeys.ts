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
  'common:leadForm.errorLine',
  'common:leadForm.sending',
  'common:leadForm.errorSummary',
  'common:leadForm.dismissFailure',
  // The lead form's words for the intents a page does not choose by default (/contact/ a demo,
  // /get-started/ a pilot): shown once the visitor or a link chooses another.
  'common:leadTopics.',
  'common:leadForm.question',
  'common:leadForm.submit.',
  'common:leadForm.next.',
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
  // Only a translated post made from an earlier English shows it (docs/translations.md);
  // tests/unit/components/staleTranslationNotice.test.tsx renders it.
  'blog:staleTranslation.',
  // The accessibility statement and report show what the records hold today
  // (src/content/accessibility/: findings, evaluations, the recorded test run): a finding's
  // description only while it is open, one status of the two and its reasons, the groups of known
  // issues only while they have members, how a fix was shown, the run's outcome or its absence,
  // the remarks that apply to a row. tests/unit/pages/accessibilityPages.test.tsx renders every
  // state and proves each of these keys is rendered in one of them.
  'accessibility:findings.',
  'accessibility:status.',
  'accessibility:statusLabels.',
  'accessibility:knownIssues.',
  'accessibility:issueLabels.',
  'accessibility:evidence.',
  'accessibility:preparation.',
  'accessibility-conformance:details.',
  'accessibility-conformance:remarks.',
  'accessibility-conformance:table.notEvaluatedYet',
  'accessibility-conformance:conformance.',
  // The legal pages' company details show the ICO registration number only once the company has
  // put it into src/config/site.ts (dataProtectionRegistration); tests/unit/components/companyDetails.test.tsx
  // renders both states.
  'common:companyDetails.dataProtectionRegistration',
  // The mark and the notice of a sample business fact (src/content/trust/trustFacts.ts) show only
  // while a sample is left, which a build for a real host refuses; tests/unit/pages/trustPages.test.tsx
  // renders the pages with and without samples.
  'common:samples.',
  // A glossary entry says it is behind its English, or is the English, only while one is; the
  // glossary's unit tests (tests/unit/pages/glossaryPage.test.tsx) render both states.
  'glossary:entry.staleNotice',
  'glossary:entry.staleLink',
  'glossary:entry.untranslated',
] as const

/** Keys only the dev server renders: drafts, which a build leaves out (scripts/content/blogContent.ts). */
export const devOnlyKeyPrefixes = ['common:drafts.'] as const

/**
 * Keys no page of the site renders: what the content editor, its translation status page and the
 * dev server say about translations behind their English (docs/translations.md).
 * tests/unit/admin/translationStatusPage.test.ts renders them.
 */
export const editorOnlyKeyPrefixes = ['translation-status:'] as const
