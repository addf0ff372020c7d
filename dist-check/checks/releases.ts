/**
 * Downloads keep their promise: the release manifest (src/content/releases/manifest.json) has the
 * shape the pipeline promises (versioned URLs, a SHA-384 and a signature file for every
 * installer), a sample manifest is never published on a real host, and every downloads page, in
 * every language, shows each installer's link, version, size, checksum and signature file from it.
 */
import { z } from 'zod'
import type { HTMLElement } from 'node-html-parser'
import { releaseManifest } from '../../src/content/releases/releaseManifestSchema'
import { desktopRelease, releaseUrl } from '../../src/content/releases/releases'
import { elementsOf } from '../pageElements'
import type { Check, DistContext, Finding } from '../types'

const manifestFile = 'src/content/releases/manifest.json'

/** What is wrong with the manifest for a site served from `siteUrl`; empty when nothing is. */
export function manifestProblems(manifest: unknown, siteUrl: string): { message: string; fix: string }[] {
  const parsed = releaseManifest.safeParse(manifest)
  if (!parsed.success)
    return [
      {
        message: `${manifestFile} is not a valid release manifest:\n${z.prettifyError(parsed.error)}`,
        fix: 'The release pipeline writes this file; correct the field it names.',
      },
    ]
  const host = new URL(siteUrl).hostname
  if (parsed.data.sample && !host.endsWith('.example')) {
    return [
      {
        message: `${manifestFile} is a sample ("sample": true): its sizes and checksums describe no real file, and this build is for ${host}.`,
        fix: 'Publish the manifest the release pipeline writes for the current release (sample: false) before building for a real host; a visitor compares the checksum we show with the file they download.',
      },
    ]
  }
  return []
}

/** What a downloads page fails to show of the release; empty when it shows everything. */
export function downloadsPageProblems(root: HTMLElement): string[] {
  const elements = elementsOf(root)
  const hrefs = new Set(elements.tag('a').map((link) => link.getAttribute('href') ?? ''))
  const text = elements.tag('main')[0]?.text ?? ''
  const problems: string[] = []
  if (!text.includes(desktopRelease.version)) problems.push(`the version ${desktopRelease.version}`)
  for (const file of desktopRelease.files) {
    if (!hrefs.has(releaseUrl(file.file))) problems.push(`a link to ${releaseUrl(file.file)}`)
    if (!hrefs.has(releaseUrl(file.signature))) problems.push(`a link to its signature file ${file.signature}`)
    if (!text.includes(file.sha384)) problems.push(`the SHA-384 of ${file.file}`)
  }
  for (const file of [desktopRelease.manifest.file, desktopRelease.manifest.signature])
    if (!hrefs.has(releaseUrl(file))) problems.push(`a link to ${file}`)
  for (const href of hrefs)
    if (/\/latest\//.test(href))
      problems.push(`no moving link (${href}): a published checksum describes one versioned file`)
  return problems
}

export const releases: Check = {
  name: 'downloads and release manifest',
  site(context: DistContext): Finding[] {
    return manifestProblems(desktopRelease, context.siteUrl).map(({ message, fix }) => ({
      check: this.name,
      file: '(site)',
      message,
      fix,
    }))
  },
  pages() {
    const check = this.name
    return {
      visit({ file, entry, root }) {
        if (entry?.kind !== 'page' || entry.page !== 'downloads') return []
        const missing = downloadsPageProblems(root)
        return missing.length === 0
          ? []
          : [
              {
                check,
                file,
                message: `The downloads page does not show ${missing.join('; ')}.`,
                fix: 'DownloadsPage renders every file of src/content/releases/manifest.json with its version, size, SHA-384 and signature file; check the page and the manifest come from the same release.',
              },
            ]
      },
    }
  },
}
