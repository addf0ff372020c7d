/**
 * A card that is one link: the link's `::after` stretches over the card, so a press anywhere on it
 * follows the link, and the card, not the link's text, shows focus.
 *
 * The focus indicator is an outline on the card, transparent in normal colours, where the ring
 * (a box-shadow) shows focus instead: forced colours (Windows Contrast themes) remove box-shadows
 * but paint outlines in a system colour. With the ring alone the card links showed no focus at
 * all there (ACC-02 of the 2026-12-01 review). The outline stands 2 px off the card's border, so in
 * forced colours, where border and outline take one colour, the focused card shows a second frame.
 */
const linkCardFocus =
  'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-transparent focus-within:ring-2 focus-within:ring-accent-600'

/** The card around the link: white, bordered, lifted on hover; `linkCardFocus` included. */
export const linkCardClasses = `group relative flex flex-col rounded-xl border border-ink-200 bg-white shadow-sm transition-shadow hover:shadow-md ${linkCardFocus}`

/** The link inside: covers the card; its own outline is left off, since the card's stands for it. */
export const cardLinkClasses = 'after:absolute after:inset-0 focus-visible:outline-none'
