import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { downloadsPageProblems, manifestProblems } from '../../../dist-check/checks/releases'
import manifest from '../../../src/content/releases/manifest.json'
import { desktopRelease, releaseUrl } from '../../../src/content/releases/releases'

const exampleSite = 'https://www.vaultline.example'

describe('copy-en 2026-11-27 F3: the release manifest, whose checksums the downloads page shows', () => {
  it('is valid: versioned URLs, a SHA-384 and a signature file beside every installer', () => {
    expect(manifestProblems(manifest, exampleSite)).toEqual([])
  })

  it('refuses a moving link, a checksum of another hash and a signature that is not beside its file', () => {
    const file = { ...manifest.files[0]!, file: 'Vaultline-x64.msi', sha384: 'ab'.repeat(32), signature: 'other.sig' }
    const problems = manifestProblems(
      { ...manifest, baseUrl: 'https://get.vaultline.example/desktop/latest/', files: [file] },
      exampleSite,
    )
    expect(problems).toHaveLength(1)
    for (const field of ['baseUrl', 'sha384', 'file', 'signature']) expect(problems[0]!.message).toContain(field)
  })

  it('keeps a sample off any real host', () => {
    expect(manifestProblems({ ...manifest, sample: true }, 'https://www.vaultline.com')[0]?.message).toContain('sample')
    expect(manifestProblems({ ...manifest, sample: false }, 'https://www.vaultline.com')).toEqual([])
  })
})

describe('a downloads page', () => {
  const shown = (files = desktopRelease.files) =>
    `<main><p>Version ${desktopRelease.version}</p>${files.map((file) => `<a href="${releaseUrl(file.file)}">Download</a><code>${file.sha384}</code><a href="${releaseUrl(file.signature)}">${file.signature}</a>`).join('')}<a href="${releaseUrl(desktopRelease.manifest.file)}">Manifest</a><a href="${releaseUrl(desktopRelease.manifest.signature)}">Signature</a></main>`

  it('passes when it shows every installer with its checksum and signature file', () => {
    expect(downloadsPageProblems(parse(shown()))).toEqual([])
  })

  it('names what is missing, and a moving latest/ link', () => {
    const problems = downloadsPageProblems(
      parse(
        shown(desktopRelease.files.slice(1)).replace(
          '</main>',
          '<a href="https://get.vaultline.example/desktop/latest/x.msi">x</a></main>',
        ),
      ),
    )
    expect(problems.join('\n')).toContain(desktopRelease.files[0]!.file)
    expect(problems.join('\n')).toContain('latest/')
  })
})
