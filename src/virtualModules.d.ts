declare module 'virtual:blog-data' {
  /** A blog data document by its URL (src/routing/blogDataPaths.ts); null when there is none. */
  export function loadBlogDocument<T>(url: string): Promise<T | null>
}

declare module 'virtual:blog-slugs' {
  /** Every published post's slug per language; the prerender's list of paths only. */
  const slugs: import('./routing/routeTable').PostSlugs
  export default slugs
}

declare module 'virtual:store-qr-codes' {
  const codes: Record<'ios' | 'android', import('../scripts/storeQrPlugin').QrCodeShape>
  export default codes
}
