import type { ReactNode } from 'react'
import { NumberMarker } from '../Diagram'
import { Figure } from '../Figure'
import { VisualSection } from '../VisualSection'
import { useVisualsCopy } from '../visualsCopy'

/**
 * The timeline is drawn without words (a drawing shrinks with the screen; its text would not stay
 * readable): the legend and the three phases under it are HTML, and the phases' bands line up
 * with the drawing because both divide the same width in the same proportions.
 */
const width = 720
const axis = 70
const step = 32
const x = (position: number) => 20 + position * step
/** Who sent each message: `s` sent (drawn above the line), `r` received (below). */
const directions = 'ssrssrrrsrssrrsrssrrsr'
/** Where the post-quantum steps fall (between messages), and the theft. */
const postQuantumSteps = [2.5, 14.5]
const theft = 8.5
/**
 * The three phases' bands, as wide as in the drawing: before the theft (0 to x(8.5) = 292), until
 * the next post-quantum step (to x(14.5) = 484), after it (to 720). A class, not a style attribute:
 * the CSP allows no inline styles. tests/unit/locales/visuals.test.ts holds it to the drawing's numbers.
 */
export const phaseColumns = 'grid-cols-[292fr_192fr_236fr]'
export const phaseWidths = [x(theft), x(postQuantumSteps[1]!) - x(theft), width - x(postQuantumSteps[1]!)]

const strokes = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function MessageMark({ at, sent }: { at: number; sent: boolean }) {
  const tip = sent ? axis - 34 : axis + 34
  return (
    <g className={sent ? 'text-accent-700' : 'text-ink-600'}>
      <path d={`M${at} ${axis}V${tip}`} {...strokes} />
      <rect x={at - 5} y={tip - 5} width="10" height="10" rx="2" fill="currentColor" />
    </g>
  )
}

const ClassicalMark = ({ at }: { at: number }) => (
  <circle cx={at} cy={axis} r="6" fill="#ffffff" stroke="#141c2e" strokeWidth="2.5" />
)
const PostQuantumMark = ({ at }: { at: number }) => (
  <rect
    x={at - 9}
    y={axis - 9}
    width="18"
    height="18"
    transform={`rotate(45 ${at} ${axis})`}
    fill="#34d3ac"
    stroke="#0a0f1c"
    strokeWidth="2.5"
  />
)

function TheftMark({ at }: { at: number }) {
  return (
    <g>
      <path d={`M${at} 24V128`} stroke="#a61b1b" strokeWidth="2.5" strokeDasharray="5 5" />
      <circle cx={at} cy="16" r="13" fill="#a61b1b" />
      <path d={`M${at + 1.5} 8l-6 9h6l-1.5 7 6-9h-6z`} fill="#ffffff" />
    </g>
  )
}

/** The legend's symbols, drawn as in the timeline. */
const symbols: Record<'message' | 'classical' | 'postQuantum' | 'theft', ReactNode> = {
  message: (
    <svg viewBox="0 0 20 24" className="h-6 w-5">
      <path d="M10 22V8" fill="none" stroke="#0b7a63" strokeWidth="2" strokeLinecap="round" />
      <rect x="5" y="3" width="10" height="10" rx="2" fill="#0b7a63" />
    </svg>
  ),
  classical: (
    <svg viewBox="0 0 20 24" className="h-6 w-5">
      <circle cx="10" cy="12" r="6" fill="#ffffff" stroke="#141c2e" strokeWidth="2.5" />
    </svg>
  ),
  postQuantum: (
    <svg viewBox="0 0 20 24" className="h-6 w-5">
      <rect
        x="4"
        y="6"
        width="12"
        height="12"
        transform="rotate(45 10 12)"
        fill="#34d3ac"
        stroke="#0a0f1c"
        strokeWidth="2.5"
      />
    </svg>
  ),
  theft: (
    <svg viewBox="0 0 20 24" className="h-6 w-5">
      <circle cx="10" cy="12" r="10" fill="#a61b1b" />
      <path d="M11.2 5.5l-4.6 7h4.6l-1.2 5.5 4.6-7h-4.6z" fill="#ffffff" />
    </svg>
  ),
}

const phaseStyles = [
  'bg-ink-100',
  'bg-white bg-[repeating-linear-gradient(135deg,var(--color-danger-600)_0_2px,transparent_2px_9px)]',
  'bg-accent-100',
] as const
const phaseTones = ['ink', 'danger', 'accent'] as const

/** The ratchet over one conversation: a key per message, a classical step per reply, post-quantum steps, and what a theft exposes. */
export function RatchetDiagram({ tone }: { tone?: 'white' | 'muted' }) {
  const copy = useVisualsCopy('ratchet')
  const legend = (['message', 'classical', 'postQuantum', 'theft'] as const).map((key) => ({
    key,
    text: copy.legend[key],
  }))
  return (
    <VisualSection id="ratchet" heading={copy.heading} lead={copy.lead} tone={tone}>
      <Figure name="ratchet" caption={copy.caption} rendering="deferred">
        <div className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-6">
          <div aria-hidden="true">
            <svg viewBox={`0 0 ${width} 140`} className="block h-auto w-full" focusable="false">
              <path d={`M4 ${axis}H${width - 4}`} stroke="#5f6e87" strokeWidth="2" />
              {[...directions].map((direction, index) => (
                <MessageMark key={index} at={x(index)} sent={direction === 's'} />
              ))}
              {[...directions].map((direction, index) =>
                index > 0 && direction !== directions[index - 1] ? (
                  <ClassicalMark key={index} at={x(index - 0.5)} />
                ) : null,
              )}
              {postQuantumSteps.map((position) => (
                <PostQuantumMark key={position} at={x(position)} />
              ))}
              <TheftMark at={x(theft)} />
            </svg>
            <div className={`mt-2 grid h-9 overflow-hidden rounded-md border border-ink-300 ${phaseColumns}`}>
              {phaseWidths.map((_, index) => (
                <div key={index} className={`flex items-center justify-center ${phaseStyles[index]}`}>
                  <NumberMarker number={index + 1} tone={phaseTones[index]} />
                </div>
              ))}
            </div>
          </div>
          <ul role="list" className="mt-6 grid gap-3 md:grid-cols-2">
            {legend.map(({ key, text }) => (
              <li key={key} className="flex gap-3 text-sm leading-6 text-ink-800">
                <span aria-hidden="true" className="shrink-0">
                  {symbols[key]}
                </span>
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <ol className="mt-6 grid gap-4 border-t border-ink-200 pt-6 md:grid-cols-3">
            {copy.phases.map((phase, index) => (
              <li key={phase.title} className="flex gap-3">
                <NumberMarker number={index + 1} tone={phaseTones[index] ?? 'ink'} className="mt-0.5" />
                <div className="min-w-0">
                  <p className="font-semibold text-ink-950">{phase.title}</p>
                  <p className="mt-1 text-sm leading-6 text-ink-700">{phase.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Figure>
    </VisualSection>
  )
}
