import { useSyncExternalStore, type ComponentProps } from 'react'
import { Head } from 'vite-react-ssg'

/** Nothing changes after hydration: the store only tells the server and hydration apart from later renders. */
const subscribe = () => () => {}
const afterHydration = () => true
/** The prerender has no document; the browser's hydration reads this too, and must get false. */
const inServerRenderOrHydration = () => typeof document === 'undefined'

/**
 * vite-react-ssg's <Head> (react-helmet-async), held back while the browser hydrates, so the head
 * the prerender wrote stays exactly as it is until the page is hydrated (SEO review 2026-12-01, SEO-2).
 *
 * Why: react-helmet-async applies the head from render, not from commit. Each <Head> registers as
 * it renders, and the head manager writes the tags of every <Head> registered so far one animation
 * frame later, removing its own tags that are not among them. vite-react-ssg hydrates inside
 * startTransition, which React renders in slices of about 5 ms; a frame that falls between the
 * layout's <Head> and the page's (the header lies between them) wrote the layout's tags alone, and
 * took the canonical, hreflang, description, robots, Open Graph and JSON-LD out until the page's
 * <Head> rendered, for up to half a second. Resolving the page before hydrating would not help:
 * vite-react-ssg already resolves the matched lazy routes first, and our lazy() loads the page's
 * strings and data with its chunk, so the page's <Head> is in the first commit; the gap is inside
 * the one render.
 *
 * How: during hydration React reads useSyncExternalStore's server snapshot (false in the browser),
 * so no <Head> renders and the head manager touches nothing; the store's client snapshot differs,
 * so React renders every <Head> again right after the hydration commit, in one synchronous render
 * (React's documented way to show something different after hydration). They all register in that
 * one task, and the head manager's one write finds each tag already in the document, equal to the
 * prerendered one, and leaves it (it removes only tags it no longer has, tests/e2e/headTags.spec.ts).
 * The server render and every later render (client-side navigation) render <Head> at once.
 */
export function SiteHead(props: ComponentProps<typeof Head>) {
  const show = useSyncExternalStore(subscribe, afterHydration, inServerRenderOrHydration)
  return show ? <Head {...props} /> : null
}
