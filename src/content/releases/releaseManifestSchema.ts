/**
 * The shape of src/content/releases/manifest.json, checked in the build (dist-check/checks/releases.ts)
 * and the unit tests, never in the browser: pages read the manifest through releases.ts, typed.
 */
import { z } from 'zod'
import { releaseFormats, releasePlatforms } from './releases'

const version = z.string().regex(/^\d+\.\d+\.\d+$/, 'a version such as 4.12.0')

const releaseFile = z.strictObject({
  platform: z.enum(releasePlatforms),
  format: z.enum(releaseFormats),
  file: z.string().regex(/^[\w.-]+$/, 'a file name without a path'),
  bytes: z.number().int().positive(),
  sha384: z.string().regex(/^[0-9a-f]{96}$/, 'the SHA-384 digest: 96 lower-case hexadecimal characters'),
  /** The detached signature file beside it: both signatures (ML-DSA-87 and LMS) over the file. */
  signature: z.string().regex(/^[\w.-]+\.sig$/, 'a .sig file name'),
})

export const releaseManifest = z
  .strictObject({
    $comment: z.string().optional(),
    /** True while the values describe no real file: dist-check refuses to publish them on a real host. */
    sample: z.boolean(),
    version,
    released: z.iso.date(),
    baseUrl: z.url().refine((url) => url.startsWith('https://') && url.endsWith('/'), 'an https URL ending in /'),
    /** The signed release manifest (every file's SHA-384) and its signature file. */
    manifest: z.strictObject({ file: z.string().regex(/^[\w.-]+$/), signature: z.string().regex(/^[\w.-]+\.sig$/) }),
    /** Where the public keys that verify the signatures, and the tool that checks them, are published. */
    verificationKeys: z.url(),
    files: z.array(releaseFile).min(1),
  })
  .superRefine((release, context) => {
    if (!release.baseUrl.includes(`/${release.version}/`))
      context.addIssue({
        code: 'custom',
        path: ['baseUrl'],
        message: `must contain the version (/${release.version}/): a checksum describes one file for ever`,
      })
    for (const [index, file] of release.files.entries()) {
      if (!file.file.includes(release.version))
        context.addIssue({
          code: 'custom',
          path: ['files', index, 'file'],
          message: `must carry the version ${release.version} in its name`,
        })
      if (file.signature !== `${file.file}.sig`)
        context.addIssue({
          code: 'custom',
          path: ['files', index, 'signature'],
          message: `must be ${file.file}.sig, beside the file it signs`,
        })
    }
  })
