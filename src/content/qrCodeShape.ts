/** A QR code drawn at build time (scripts/plugins/storeQrPlugin.ts), as the store badges render it. */
export interface QrCodeShape {
  /** Modules per side, including the quiet zone. */
  size: number
  /** One path of 1×1 squares. */
  path: string
  url: string
}
