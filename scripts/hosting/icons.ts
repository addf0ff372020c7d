/**
 * The icons browsers, phones and search engines ask for, drawn from public/favicon.svg so a new
 * mark changes them all: apple-touch-icon.png (180 px, on the mark's own background: iOS fills
 * transparency with black), icon-192.png and icon-512.png for site.webmanifest (512 px is also the
 * Organization logo in the JSON-LD: Google wants at least 112 px and a raster image), and
 * favicon.ico (a 48 px PNG inside an ICO), which browsers request by themselves.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { site } from '../../src/config/site'

/** The mark's background and accent (public/favicon.svg), for the manifest's colours. */
const colours = { background: '#0a0f1c', theme: '#0a0f1c' }

/** A PNG inside an ICO container (one image; browsers accept PNG entries since Windows Vista). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6)
  header.writeUInt8(size >= 256 ? 0 : size, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // offset of the image
  return Buffer.concat([header, png])
}

function webManifest(): string {
  return `${JSON.stringify(
    {
      name: site.brand,
      short_name: site.brand,
      start_url: '/',
      display: 'browser',
      background_color: colours.background,
      theme_color: colours.theme,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`
}

export async function writeIcons(distDir: string, publicDir: string): Promise<void> {
  const svg = await readFile(join(publicDir, 'favicon.svg'))
  const draw = (size: number, opaque = false) => {
    const image = sharp(svg, { density: Math.ceil((72 * size) / 32) }).resize(size, size)
    return (opaque ? image.flatten({ background: colours.background }) : image).png({ compressionLevel: 9 }).toBuffer()
  }
  const [touch, small, large, ico] = await Promise.all([draw(180, true), draw(192), draw(512), draw(48)])
  await Promise.all([
    writeFile(join(distDir, 'apple-touch-icon.png'), touch),
    writeFile(join(distDir, 'icon-192.png'), small),
    writeFile(join(distDir, 'icon-512.png'), large),
    writeFile(join(distDir, 'favicon.ico'), icoOf(ico, 48)),
    writeFile(join(distDir, 'site.webmanifest'), webManifest()),
  ])
}
