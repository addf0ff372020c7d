/**
 * QR codes for the app-store links in src/config/site.ts, made at build time: the virtual module
 * `virtual:store-qr-codes` exports each code as an SVG path, so pages draw it inline.
 */
import QRCode from 'qrcode'
import type { Plugin } from 'vite'
import { site } from '../../src/config/site'
import type { QrCodeShape } from '../../src/content/qrCodeShape'
import { exactly } from './hookFilter'

function qrCodeShape(url: string): QrCodeShape {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const parts: string[] = []
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) parts.push(`M${x + quiet} ${y + quiet}h1v1h-1z`)
  }
  return { size: modules.size + quiet * 2, path: parts.join(''), url }
}

const id = 'virtual:store-qr-codes'

export function storeQrPlugin(): Plugin {
  return {
    name: 'vaultline:store-qr-codes',
    resolveId: { filter: { id: exactly(id) }, handler: () => `\0${id}` },
    load: {
      filter: { id: exactly(`\0${id}`) },
      handler: () =>
        `export default ${JSON.stringify({ ios: qrCodeShape(site.stores.ios), android: qrCodeShape(site.stores.android) })}`,
    },
  }
}
