/** The Vaultline mark: a vault door drawn as two nested rounded squares with a keyway. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" opacity="0.18" />
      <rect x="6" y="6" width="20" height="20" rx="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="16" cy="14" r="3.2" fill="currentColor" />
      <path d="M14.6 16.5h2.8l1 5h-4.8z" fill="currentColor" />
    </svg>
  )
}
