/**
 * What a visitor typed, or a password manager filled in, before React hydrated a form lives only
 * in the DOM: the form's state starts empty, and its next render would write the empty value back.
 * Forms adopt these values when they mount and read them again when they submit.
 */
export function typedValues<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {}
  for (const name of names) {
    const element = form.elements.namedItem(name)
    if (
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.value
    )
      values[name] = element.value
  }
  return values
}

/** Whether the named checkbox is ticked in the DOM. */
export function isTicked(form: HTMLFormElement, name: string): boolean {
  const element = form.elements.namedItem(name)
  return element instanceof HTMLInputElement && element.checked
}
