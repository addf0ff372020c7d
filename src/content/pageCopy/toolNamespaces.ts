/**
 * Namespaces of copy no page of the site reads: what the content editor, its status page and the
 * dev server say about translations (docs/translations.md). Checked like every locale file
 * (pageCopySchemas.ts); the editor does not offer them as a page's copy.
 */
export const toolNamespaces: readonly string[] = ['translation-status']
