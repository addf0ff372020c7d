/**
 * A locale file as translations are recorded: one entry per string, named by its path
 * (`hero.title`, `editorial.paragraphs.0`). The forms of a plural (`readingTime_one`,
 * `readingTime_other`) are one string, `readingTime`: languages have different forms (French adds
 * `_many`), and a translation follows the English's meaning, not its forms.
 */

const pluralSuffix = /_(zero|one|two|few|many|other)$/
const pluralOrder = ['zero', 'one', 'two', 'few', 'many', 'other']

/** Every string of a locale file by its key, in the file's order, with a plural's forms in CLDR order. */
export function localeStrings(json: unknown): Map<string, string[]> {
  const forms = new Map<string, { form: string; text: string }[]>()
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const plural = pluralSuffix.exec(path)
      const key = plural ? path.slice(0, -plural[0].length) : path
      const list = forms.get(key) ?? []
      list.push({ form: plural?.[1] ?? '', text: value })
      forms.set(key, list)
      return
    }
    if (value === null || typeof value !== 'object') return
    const entries = Array.isArray(value)
      ? value.map((child, index) => [String(index), child] as const)
      : Object.entries(value)
    for (const [key, child] of entries) visit(child, path ? `${path}.${key}` : key)
  }
  visit(json, '')
  return new Map(
    [...forms].map(([key, list]) => [
      key,
      list.sort((a, b) => pluralOrder.indexOf(a.form) - pluralOrder.indexOf(b.form)).map((entry) => entry.text),
    ]),
  )
}
