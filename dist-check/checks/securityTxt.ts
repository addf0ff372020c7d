/**
 * /.well-known/security.txt against RFC 9116: Contact (one or more, a mailto:, https: or tel: URI,
 * one of them the security address /contact gives) and Expires (exactly one, a date in the future
 * and less than a year ahead) are required; Preferred-Languages at most once, naming the site's
 * languages; Canonical on this site's public host at the file's own address; Policy a built page
 * of this site; Encryption, when present, an https URI. Read on its own, without the writer
 * (scripts/hosting/securityTxt.ts), so a writer that drifts from the RFC is caught.
 */
import { languages } from '../../routes.config'
import { site } from '../../src/config/site'
import { outputFileOf } from '../../src/routing/routeTable'
import type { Check, DistContext, Finding } from '../types'

const file = '.well-known/security.txt'
const yearMs = 365 * 24 * 60 * 60 * 1000

/** The fields of a security.txt, by lower-cased name, in order; comments and blank lines dropped. */
export function securityTxtFields(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>()
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue
    const match = /^([A-Za-z0-9-]+):\s*(.*?)\s*$/.exec(line)
    const [name, value] = match ? [match[1]!.toLowerCase(), match[2]!] : ['(malformed)', line]
    fields.set(name, [...(fields.get(name) ?? []), value])
  }
  return fields
}

/** What is wrong with a security.txt served from `siteUrl`, checked at `now`; empty when nothing is. */
export function securityTxtProblems(
  text: string,
  options: { siteUrl: string; now: Date; builtPaths: ReadonlySet<string> },
): { message: string; fix: string }[] {
  const problems: { message: string; fix: string }[] = []
  const add = (message: string, fix: string) => problems.push({ message, fix })
  const fields = securityTxtFields(text)
  const origin = new URL(options.siteUrl).origin
  const onSite = (value: string) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && url.origin === origin ? url : null
    } catch {
      return null
    }
  }
  for (const line of fields.get('(malformed)') ?? [])
    add(
      `"${line}" is neither a field ("Name: value") nor a comment.`,
      'Write each line as "Field-Name: value", or start it with #.',
    )

  const contacts = fields.get('contact') ?? []
  if (contacts.length === 0)
    add('has no Contact field; RFC 9116 requires at least one.', `Add "Contact: mailto:${site.email.security}".`)
  for (const contact of contacts)
    if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+|tel:\+?[\d-]+)$/.test(contact))
      add(
        `Contact "${contact}" is not a mailto:, https: or tel: URI.`,
        'Write the address as a URI, e.g. mailto:security@example.com.',
      )
  if (contacts.length > 0 && !contacts.includes(`mailto:${site.email.security}`))
    add(
      `no Contact names ${site.email.security}, the security address the contact page gives.`,
      'Contact and the contact page come from site.email.security (src/config/site.ts).',
    )

  const expires = fields.get('expires') ?? []
  if (expires.length !== 1)
    add(
      `has ${expires.length} Expires fields; RFC 9116 requires exactly one.`,
      'Write one Expires line (scripts/hosting/securityTxt.ts).',
    )
  for (const value of expires) {
    const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(value)
      ? new Date(value)
      : null
    if (!date || Number.isNaN(date.getTime()))
      add(`Expires "${value}" is not an RFC 3339 date and time.`, 'Write it as 2027-10-28T00:00:00Z.')
    else if (date.getTime() <= options.now.getTime())
      add(
        `Expires ${value} has passed: scanners treat the file as stale and its contact as unreliable.`,
        'Rebuild and deploy: the build writes Expires from its own clock.',
      )
    else if (date.getTime() - options.now.getTime() >= yearMs)
      add(
        `Expires ${value} is a year or more ahead; RFC 9116 advises less than a year.`,
        'Shorten securityTxtLifetimeDays in scripts/hosting/securityTxt.ts.',
      )
  }

  const preferred = fields.get('preferred-languages') ?? []
  if (preferred.length > 1)
    add(
      `has ${preferred.length} Preferred-Languages fields; RFC 9116 allows one.`,
      'Write one line listing every language, comma-separated.',
    )
  for (const value of preferred) {
    const listed = value.split(',').map((code) => code.trim())
    const unknown = listed.filter((code) => !(languages as readonly string[]).includes(code))
    if (unknown.length > 0)
      add(
        `Preferred-Languages names ${unknown.join(', ')}, which the site is not written in.`,
        `List only ${languages.join(', ')}.`,
      )
  }

  const canonicals = fields.get('canonical') ?? []
  const ownAddress = `${origin}/${file}`
  if (!canonicals.includes(ownAddress))
    add(
      `no Canonical is ${ownAddress}, the file's address on the site's public host (${canonicals.join(', ') || 'none'}).`,
      'Canonical comes from SITE_URL; rebuild with the public host.',
    )
  for (const canonical of canonicals)
    if (!onSite(canonical))
      add(
        `Canonical ${canonical} is not an https address on ${origin}.`,
        'Every Canonical must be where this file is served.',
      )

  for (const policy of fields.get('policy') ?? []) {
    const url = onSite(policy)
    if (!url)
      add(
        `Policy ${policy} is not an https address on ${origin}.`,
        'Point Policy at the vulnerability disclosure page of this site.',
      )
    else if (!options.builtPaths.has(url.pathname))
      add(
        `Policy ${policy} names no page this build wrote.`,
        'Point Policy at the vulnerability disclosure page (routes.config.ts, vulnerabilityDisclosure).',
      )
  }
  if (!fields.has('policy'))
    add(
      'has no Policy field: a reporter cannot find our scope, safe harbour and response times.',
      'Add "Policy:" with the vulnerability disclosure page.',
    )
  for (const key of fields.get('encryption') ?? [])
    if (!/^(https:\/\/|openpgp4fpr:|dns:)\S+$/.test(key))
      add(
        `Encryption ${key} is not an https:, openpgp4fpr: or dns: URI.`,
        'Point Encryption at a published key, or leave it out.',
      )
  return problems
}

export const securityTxt: Check = {
  name: 'security.txt',
  site(context: DistContext): Finding[] {
    if (!context.files.has(file))
      return [
        {
          check: this.name,
          file,
          message: 'is missing: RFC 9116 asks every site for one, and security scanners report its absence.',
          fix: 'Run npm run build: the hosting step scripts/hosting/securityTxt.ts writes it.',
        },
      ]
    const builtPaths = new Set(
      context.entries.flatMap((entry) =>
        entry.kind === 'page' && context.files.has(outputFileOf(entry) ?? '') ? [entry.path] : [],
      ),
    )
    return securityTxtProblems(context.text(file), { siteUrl: context.siteUrl, now: new Date(), builtPaths }).map(
      (problem) => ({ check: this.name, file, ...problem }),
    )
  },
}
