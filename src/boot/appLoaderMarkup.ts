/**
 * How a page names its application files for the app loader: scripts/render/finalizeHtml.ts writes the
 * tag, src/boot/deferHydration.ts and scripts/tools/measureBudgets.ts read it.
 */
export const appLoaderMarkup = {
  /** dist/assets/<fileStem>-<hash>.js */
  fileStem: 'app-loader',
  elementId: 'app-loader',
  /** The application entry. */
  entryAttribute: 'data-entry',
  /** What the entry needs on this page, space-separated. */
  modulesAttribute: 'data-modules',
  /**
   * On a form whose plain submission carries nothing private (the staff sign-in's fields have no
   * names, and it leads to a notice on its own page): once the application has failed to load, a
   * submit held for it is sent that way, as it would be without JavaScript.
   */
  submitsWithoutAppAttribute: 'data-submits-without-app',
} as const
