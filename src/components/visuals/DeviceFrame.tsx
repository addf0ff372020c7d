import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

/**
 * Device frames for drawings of the product: a phone and an application window. Each is drawn
 * in the site's palette with a fixed size or aspect ratio, so the page never moves when it paints.
 * Their contents are ordinary HTML (the text is the locale's, wraps, and stays 12 px or more).
 */

/** The status bar's icons: signal, Wi-Fi and battery, in lucide's stroke style. */
function StatusIcons() {
  return (
    <svg
      viewBox="0 0 52 12"
      className="h-3 w-13"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1 11V9M5 11V7M9 11V4.5M13 11V2" />
      <path d="M20 5.2a7 7 0 0 1 9.6 0M22.2 7.6a3.8 3.8 0 0 1 5.2 0" />
      <circle cx="24.8" cy="10" r="0.9" fill="currentColor" stroke="none" />
      <rect x="34" y="2" width="15" height="8.5" rx="2.4" />
      <rect x="35.8" y="3.8" width="9.5" height="4.9" rx="1.1" fill="currentColor" stroke="none" />
      <path d="M51 5v2.6" />
    </svg>
  )
}

export interface PhoneFrameProps {
  /** The screen's colours: `light` (an app screen) or `dark` (a call). */
  screen?: 'light' | 'dark'
  /** `deferred`: the screen's layout and paint wait until it nears the screen (the frame keeps its size). */
  rendering?: 'eager' | 'deferred'
  className?: string
  children: ReactNode
}

/** A phone, 17 rem wide with a 9 : 19 screen: status bar, the screen's content, home indicator. */
export function PhoneFrame({ screen = 'light', rendering = 'eager', className, children }: PhoneFrameProps) {
  const dark = screen === 'dark'
  return (
    <div
      data-slot="phone-frame"
      className={cn(
        'relative mx-auto aspect-[9/19] w-[17rem] shrink-0 rounded-[2.75rem] bg-ink-900 p-2.5 shadow-2xl ring-1 shadow-ink-950/30 ring-ink-700',
        className,
      )}
    >
      <div
        className={cn(
          'relative flex h-full flex-col overflow-hidden rounded-[2.2rem]',
          dark ? 'bg-ink-950 text-white' : 'bg-ink-50 text-ink-900',
          rendering === 'deferred' && 'visual-deferred',
        )}
      >
        <div className="flex h-9 shrink-0 items-center justify-between px-6 pt-1 text-xs font-semibold">
          <p>09:41</p>
          <span aria-hidden="true" className="h-5 w-20 rounded-full bg-ink-950" />
          <StatusIcons />
        </div>
        <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        <div className="flex h-5 shrink-0 items-center justify-center">
          <span className={cn('h-1 w-24 rounded-full', dark ? 'bg-white/60' : 'bg-ink-900/70')} />
        </div>
      </div>
    </div>
  )
}

export interface WindowFrameProps {
  /** The window's title, as a browser or desktop app would show it. */
  title: string
  className?: string
  children: ReactNode
}

/**
 * An application window: a title bar and a body that is a size container, so what it holds
 * can lay itself out by the window's width (`@container` queries) wherever the window is placed.
 */
export function WindowFrame({ title, className, children }: WindowFrameProps) {
  return (
    <div
      data-slot="window-frame"
      className={cn(
        'overflow-hidden rounded-xl bg-white text-ink-900 shadow-2xl ring-1 shadow-ink-950/30 ring-ink-300',
        className,
      )}
    >
      <div className="flex h-9 items-center gap-3 border-b border-ink-200 bg-ink-100 px-4">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-ink-300" />
          <span className="size-2.5 rounded-full bg-ink-300" />
          <span className="size-2.5 rounded-full bg-ink-300" />
        </span>
        <p className="truncate text-xs font-medium text-ink-600">{title}</p>
      </div>
      <div className="@container">{children}</div>
    </div>
  )
}
