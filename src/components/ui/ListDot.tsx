/**
 * The dot before each item of a bullet list. It is decoration, so assistive technology skips it.
 * In forced colours a background alone is painted over with the page's colour, and the dots
 * vanished: there it keeps its own colour, the system's text colour.
 */
export function ListDot() {
  return (
    <span
      aria-hidden="true"
      data-slot="list-dot"
      className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-600 forced-colors:bg-[CanvasText] forced-colors:forced-color-adjust-none"
    />
  )
}
