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
} as const
