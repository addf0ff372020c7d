import type { QrCodeShape } from '../../content/qrCodeShape'

/** A QR code drawn inline from the path the build made from the store URL. */
export function QrCode({ code, label }: { code: QrCodeShape; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${code.size} ${code.size}`}
      role="img"
      aria-label={label}
      width={160}
      height={160}
      className="block rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <title>{label}</title>
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#0a0f1c" />
    </svg>
  )
}

const glyphs = {
  ios: (
    <path d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6 0-.1-2.5-1-2.5-3.8zM14.1 5.8c.6-.8 1.1-1.8 1-2.8-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.7-1 2.7 1 .1 2-.5 2.7-1.3z" />
  ),
  android: <path d="M4 3.5v17c0 .5.5.8.9.6L19 12.6c.5-.3.5-.9 0-1.2L4.9 2.9c-.4-.2-.9.1-.9.6z" />,
}

/**
 * A store link styled as a badge (official badge artwork is not redistributed here). Its border is
 * transparent, and the one line forced colours draw around it: they replace the dark fill with Canvas.
 */
export function StoreBadge({ store, href, label }: { store: 'ios' | 'android'; href: string; label: string }) {
  return (
    <a
      href={href}
      rel="noopener"
      className="inline-flex items-center gap-3 rounded-lg border border-transparent bg-ink-950 px-4 py-2 text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-current">
        {glyphs[store]}
      </svg>
      <span className="text-sm font-semibold">{label}</span>
    </a>
  )
}
