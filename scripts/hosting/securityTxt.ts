/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability, for people and for the
 * scanners a buyer's security team runs. Contact is the security address /contact gives; Policy
 * is the vulnerability disclosure page; Canonical is this file on the public host. Expires is
 * required and must stay in the future, so the build writes it from its own clock: a year ahead
 * less a margin, which keeps it under RFC 9116's "less than a year" and leaves a site that is not
 * rebuilt for eleven months a valid file (a scheduled rebuild renews it; see docs/deploying.md).
 *
 * There is no Encryption field: Vaultline publishes no PGP key on the website (the contact page
 * and the policy offer one on request), and a field must not point at a key that does not exist.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { languages, securityTxtPath } from '../../routes.config'
import { site } from '../../src/config/site'
import { localizedPath } from '../../src/routing/localizedPath'

const securityTxtFile = securityTxtPath.slice(1)

/** Days from the build to Expires: 365 less a month's margin. */
export const securityTxtLifetimeDays = 335

export interface SecurityTxtInputs {
  siteUrl: string
  /** The address reports go to (the security team's, as on /contact). */
  email: string
  /** When the build runs: Expires counts from here. */
  now: Date
}

/** The file's text: a comment saying what it is and why no key is named, then the fields. */
export function securityTxt({ siteUrl, email, now }: SecurityTxtInputs): string {
  const expires = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + securityTxtLifetimeDays),
  )
  return [
    `# Reporting a security vulnerability to ${site.company}: read the Policy first.`,
    '# No Encryption field: we publish no PGP key here. Ask the Contact address for our key and confirm its fingerprint with us through another channel.',
    `Contact: mailto:${email}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Policy: ${siteUrl}${localizedPath({ page: 'vulnerabilityDisclosure', language: 'en' })}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${siteUrl}/${securityTxtFile}`,
    '',
  ].join('\n')
}

export async function writeSecurityTxt(distDir: string, now = new Date()): Promise<string> {
  const text = securityTxt({ siteUrl: site.siteUrl, email: site.email.security, now })
  const file = join(distDir, securityTxtFile)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, text)
  return `${securityTxtFile} (${/^Expires: (\S+)/m.exec(text)![1]})`
}
