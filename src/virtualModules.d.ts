declare module 'virtual:content-data' {
  /** A data document of a content collection by its URL (src/routing/blogDataPaths.ts, glossaryDataPaths.ts); null when there is none. */
  export function loadContentDocument<T>(url: string): Promise<T | null>
}

declare module 'virtual:store-qr-codes' {
  const codes: Record<'ios' | 'android', import('./content/qrCodeShape').QrCodeShape>
  export default codes
}

declare module 'virtual:language-notice' {
  /** Each language's notice copy (locales/<lang>/common.json `languageNotice`). */
  export const noticeCopy: Record<import('../routes.config').Language, import('./boot/languageNotice').NoticeCopy>
  /** Which unprefixed paths exist in which language (src/routing/languageAvailability.ts). */
  export const availability: import('./boot/pathAvailability').PathAvailability
}
