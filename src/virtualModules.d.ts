declare module 'virtual:blog-index' {
  const index: import('./content/blog/postTypes').PostIndex
  export default index
}

declare module 'virtual:store-qr-codes' {
  const codes: Record<'ios' | 'android', import('./content/qrCodeShape').QrCodeShape>
  export default codes
}
