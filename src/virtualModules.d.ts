declare module 'virtual:blog-data' {
  /** A blog data document by its URL (src/routing/blogDataPaths.ts); null when there is none. */
  export function loadBlogDocument<T>(url: string): Promise<T | null>
}

declare module 'virtual:store-qr-codes' {
  const codes: Record<'ios' | 'android', import('./content/qrCodeShape').QrCodeShape>
  export default codes
}
