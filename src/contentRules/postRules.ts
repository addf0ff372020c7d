/**
 * Every content rule for one post in one language, run where it is written: the editor before a
 * save (src/admin/contentRules.ts), the dev server on the post being viewed, and the build when it
 * reads the post (scripts/content/blogContent.ts; dist-check then checks the built page by the
 * same sentence rules). Errors make the site wrong; warnings fail nothing.
 */
import type { z } from 'zod'
import type { Language } from '../../routes.config'
import { countWords } from '../content/blog/postMarkdown'
import { postFrontMatter } from '../content/blog/postSchema'
import { absoluteIn } from './absoluteClaims'
import type { InvalidReason, RuleFinding } from './findings'
import { brokenLinks, type PostExists } from './internalLinks'
import { markdownParts } from './markdownText'
import { filledText, unknownPlaceholders } from './placeholders'
import { searchResultWidthProblems, templatedTitle } from './searchResultWidth'
import { sentenceFactProblems, sentences } from './technicalFacts'

/** A post as written: its front matter (as parsed, or as the editor holds it) and its Markdown body. */
export interface PostText {
  data: Record<string, unknown>
  body: string
}

export interface PostRuleOptions {
  /** Which posts are published, for links to posts; the editor leaves it out and checks the paths only. */
  postExists?: PostExists
  /** The site's title template (common.json meta.titleTemplate) with {{title}}; the brand suffix by default. */
  titleTemplate?: string
}

/**
 * The front matter as the build reads it: an unquoted YAML date is a Date, and a field the editor
 * emptied (an image removed, alt text cleared) is written as "", which counts as left out.
 */
export function normalisedFrontMatter(data: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) continue
    if (Array.isArray(value) && value.length === 0) continue
    result[key] = value instanceof Date ? value.toISOString().slice(0, 10) : value
  }
  return result
}

/** What zod says of a field, as a reason the messages can word; null when the field is simply missing. */
function reasonOf(issue: z.core.$ZodIssue, data: Record<string, unknown>): InvalidReason | null {
  if (issue.code === 'custom')
    return issue.path[0] === 'updated' ? { reason: 'before publication' } : { reason: 'needs cover alt' }
  const input = data[String(issue.path[0])]
  // Missing, whatever zod calls it (an enum says "invalid value" of nothing).
  if (input === undefined) return null
  const length = typeof input === 'string' ? input.trim().length : 0
  if (issue.code === 'too_small')
    return issue.origin === 'array'
      ? { reason: 'too few', min: Number(issue.minimum) }
      : { reason: 'too short', min: Number(issue.minimum), length }
  if (issue.code === 'too_big')
    return issue.origin === 'array'
      ? { reason: 'too many', max: Number(issue.maximum) }
      : { reason: 'too long', max: Number(issue.maximum), length }
  if (issue.code === 'invalid_value') return { reason: 'choice', options: issue.values.map(String) }
  return { reason: 'format' }
}

/** Every front-matter problem at once, one per field (the first zod gives for it): a post's, or another collection's by its schema. */
export function frontMatterFindings(
  frontMatter: Record<string, unknown>,
  schema: z.ZodObject = postFrontMatter,
): RuleFinding[] {
  const data = normalisedFrontMatter(frontMatter)
  const result = schema.safeParse(data)
  if (result.success) return []
  const findings: RuleFinding[] = []
  const seen = new Set<string>()
  const known = Object.keys(schema.shape)
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const field of issue.keys)
        findings.push({ field, severity: 'error', rule: 'invalid', reason: 'unknown field', fields: known })
      continue
    }
    // A tag outside the list is reported on "tags", not on "tags.2".
    const field = String(issue.path[0] ?? '(front matter)')
    if (seen.has(field)) continue
    seen.add(field)
    const reason = reasonOf(issue, data)
    findings.push(
      reason ? { field, severity: 'error', rule: 'invalid', ...reason } : { field, severity: 'error', rule: 'missing' },
    )
  }
  return findings
}

/** The claims and facts of one field's text, sentence by sentence, placeholders filled as the page fills them. */
export function sentenceFindings(field: string, blocks: readonly string[], language: Language): RuleFinding[] {
  const findings: RuleFinding[] = []
  const seen = new Set<string>()
  for (const block of blocks)
    for (const sentence of sentences(filledText(block, language, ['facts', 'company']))) {
      if (seen.has(sentence)) continue
      seen.add(sentence)
      const absolute = absoluteIn(sentence, language)
      if (absolute && !absolute.heldBy)
        findings.push({ field, severity: 'error', rule: 'unheld absolute', cue: absolute.cue, sentence })
      for (const problem of sentenceFactProblems(sentence, language)) {
        // An unknown placeholder is reported once, with its suggestion (unknownPlaceholders).
        if (problem.kind === 'unresolved placeholder') continue
        findings.push(
          problem.kind === 'unknown name'
            ? { field, severity: 'error', rule: 'unknown name', name: problem.name, sentence }
            : {
                field,
                severity: 'error',
                rule: 'wrong role',
                name: problem.name,
                role: problem.role,
                allowed: problem.allowed,
                placeholder: problem.placeholder,
                sentence,
              },
        )
      }
    }
  return findings
}

/**
 * The rules on what an entry of a collection says, whatever its fields: a body with text, images
 * with alt text, links that lead somewhere, placeholders that name a fact, and every sentence's
 * claims and facts (all but an author's role, which is a name). A post's and a glossary entry's.
 */
export function textFindings(
  rawBody: string,
  fields: readonly [field: string, text: string][],
  language: Language,
  options: PostRuleOptions = {},
): RuleFinding[] {
  const findings: RuleFinding[] = []
  const body = markdownParts(rawBody)
  if (countWords(rawBody) === 0) findings.push({ field: 'body', severity: 'error', rule: 'empty body' })
  for (const image of body.images)
    if (!image.alt) findings.push({ field: 'body', severity: 'error', rule: 'image alt', image: image.href })
  for (const target of brokenLinks(body.links, options.postExists))
    findings.push({ field: 'body', severity: 'error', rule: 'broken link', target })
  const texts: [string, string[]][] = [
    ...fields.map(([field, text]): [string, string[]] => [field, [text]]),
    ['body', body.blocks],
  ]
  for (const [field, blocks] of texts)
    for (const { placeholder, suggestion } of unknownPlaceholders(
      field === 'body' ? rawBody : blocks.join(' '),
      language,
    ))
      findings.push({ field, severity: 'error', rule: 'unknown placeholder', placeholder, suggestion })
  for (const [field, blocks] of texts)
    if (field !== 'authorRole') findings.push(...sentenceFindings(field, blocks, language))
  return findings
}

/** A front-matter field's text, or '' when it is not a string (left out, or mistyped). */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

export function postFindings(post: PostText, language: Language, options: PostRuleOptions = {}): RuleFinding[] {
  const data = normalisedFrontMatter(post.data)
  const findings = frontMatterFindings(data)
  findings.push(
    ...textFindings(
      post.body,
      [
        ['title', textOf(data.title)],
        ['description', textOf(data.description)],
        ['authorRole', textOf(data.authorRole)],
        ['coverAlt', textOf(data.coverAlt)],
      ],
      language,
      options,
    ),
  )
  const title = filledText(textOf(data.title), language).trim()
  const description = filledText(textOf(data.description), language).trim()
  if (title || description) {
    const shown = templatedTitle(title, options.titleTemplate)
    for (const problem of searchResultWidthProblems({
      title: title ? shown : '',
      description: description || undefined,
    })) {
      const { field, kind, px, limitPx, fontPx } = problem
      findings.push({ field, severity: 'warning', rule: kind, px, limitPx, fontPx })
    }
  }
  return findings
}
