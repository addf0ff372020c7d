/**
 * What changed in an English source between the version a translation was made from and now, as
 * a translator needs it: each changed field, and each paragraph of the body that was changed,
 * added or removed (paragraphs and list items matched in order, so a changed sentence shows as its paragraph
 * before and after, not as the rest of the post). White space alone is no change, as for versions.
 */
import type { SourceChange } from './translationStatus'
import { normalizedText, translatedPostFields, type PostSourceText } from './sourceVersion'

/** A body's paragraphs: blocks between blank lines, each item of a list on its own, each as it reads. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .flatMap((block) => block.split(/\n(?=[ \t]*(?:[-*+]|\d+\.)[ \t])/))
    .map(normalizedText)
    .filter((paragraph) => paragraph !== '')
}

/** The longest common subsequence of two lists of paragraphs, as pairs of indices. */
function commonParagraphs(before: readonly string[], after: readonly string[]): [number, number][] {
  const lengths = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0))
  for (let i = before.length - 1; i >= 0; i -= 1)
    for (let j = after.length - 1; j >= 0; j -= 1)
      lengths[i]![j] =
        before[i] === after[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
  const pairs: [number, number][] = []
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (before[i] === after[j]) {
      pairs.push([i, j])
      i += 1
      j += 1
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1
    else j += 1
  }
  return pairs
}

/** The body's changed paragraphs: between two unchanged ones, removed paragraphs pair with added ones as changes. */
function bodyChanges(before: string, after: string): SourceChange[] {
  const old = paragraphsOf(before)
  const now = paragraphsOf(after)
  const changes: SourceChange[] = []
  let i = 0
  let j = 0
  for (const [nextI, nextJ] of [...commonParagraphs(old, now), [old.length, now.length] as [number, number]]) {
    const removed = old.slice(i, nextI)
    const added = now.slice(j, nextJ)
    for (let k = 0; k < Math.max(removed.length, added.length); k += 1)
      changes.push({
        field: 'body',
        ...(removed[k] !== undefined && { before: removed[k] }),
        ...(added[k] !== undefined && { after: added[k] }),
      })
    i = nextI + 1
    j = nextJ + 1
  }
  return changes
}

/** Every change of a post's translated fields and body. */
export function postChanges(before: PostSourceText, after: PostSourceText): SourceChange[] {
  const fields = translatedPostFields.flatMap((field): SourceChange[] => {
    const old = normalizedText(before[field] ?? '')
    const now = normalizedText(after[field] ?? '')
    if (old === now) return []
    return [{ field, ...(old && { before: old }), ...(now && { after: now }) }]
  })
  return [...fields, ...bodyChanges(before.body, after.body)]
}

/** The change of a locale string (its forms joined). */
export function stringChanges(before: readonly string[], after: readonly string[]): SourceChange[] {
  const old = normalizedText(before.join(' / '))
  const now = normalizedText(after.join(' / '))
  return old === now ? [] : [{ field: 'text', before: old, after: now }]
}
