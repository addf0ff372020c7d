/**
 * A language nobody has written yet. The editor saves an entry with a file for every language it
 * offers, holding at most the fields copied from English (the collection's language-neutral
 * fields) and no text of its own: such a file is not a translation, and the build skips it.
 */
export function isUnwrittenEntry(data: unknown, body: string, languageNeutralFields: readonly string[]): boolean {
  if (/[\p{L}\p{N}]/u.test(body)) return false
  if (data === null || data === undefined) return true
  return typeof data === 'object' && Object.keys(data).every((field) => languageNeutralFields.includes(field))
}

/** The fields of a front-matter schema marked language-neutral (`.meta({ i18n: 'duplicate' })`). */
export function languageNeutralFieldsOf(
  shape: Record<string, { meta(): Record<string, unknown> | undefined }>,
): string[] {
  return Object.entries(shape)
    .filter(([, field]) => field.meta()?.i18n === 'duplicate')
    .map(([name]) => name)
}
