/**
 * The desktop release the downloads pages offer, from one manifest (manifest.json beside this
 * file) that the release pipeline writes for every release: the version, and for each installer
 * its file name, exact size, SHA-384 checksum and detached signature file. The page, the
 * structured data and dist-check/checks/releases.ts all read it from here, so a download link,
 * its checksum and its signature can never come from two different releases.
 *
 * Every URL is versioned (…/desktop/<version>/<file with the version in its name>): a published
 * checksum must describe one file for ever, which a moving `latest/` link cannot.
 */
import manifestJson from './manifest.json' with { type: 'json' }

export const releasePlatforms = ['windows', 'macos', 'linux'] as const
/** The installer formats a manifest may list; each has its download link text in downloads.json. */
export const releaseFormats = ['msi', 'dmg', 'pkg', 'deb', 'rpm'] as const

export interface ReleaseFile {
  platform: (typeof releasePlatforms)[number]
  format: (typeof releaseFormats)[number]
  file: string
  bytes: number
  sha384: string
  /** The detached signature file beside it: both signatures (ML-DSA-87 and LMS) over the file. */
  signature: string
}

export interface ReleaseManifest {
  /** True while the values describe no real file: dist-check refuses to publish them on a real host. */
  sample: boolean
  version: string
  released: string
  baseUrl: string
  /** The signed release manifest (every file's SHA-384) and its signature file. */
  manifest: { file: string; signature: string }
  /** Where the public keys that verify the signatures, and the tool that checks them, are published. */
  verificationKeys: string
  files: ReleaseFile[]
}

/** The manifest as the pages read it; its shape is checked by releaseManifestSchema.ts in the build. */
export const desktopRelease = manifestJson as ReleaseManifest

/** The absolute URL of a file of the release (installer, signature, manifest). */
export const releaseUrl = (file: string) => `${desktopRelease.baseUrl}${file}`

export const filesFor = (platform: ReleaseFile['platform']) =>
  desktopRelease.files.filter((file) => file.platform === platform)
