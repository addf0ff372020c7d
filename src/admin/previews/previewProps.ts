import type { PreviewTemplateComponentProps } from 'decap-cms-core'

/**
 * What Decap gives a preview template. Decap 3 also passes the locale of the pane being edited for
 * collections with i18n (its EditorInterface hands `locale` to the preview pane, and the entry's
 * data is that locale's); its type declarations predate that.
 */
export type PreviewProps = PreviewTemplateComponentProps & { locale?: string }
