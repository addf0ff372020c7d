import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * Accordion items on native <details>/<summary>: keyboard operable, announced as expandable by
 * screen readers, and readable with JavaScript off (and by crawlers, since the answers are in the HTML).
 */
export function AccordionItem({ id, question, children }: { id?: string; question: string; children: ReactNode }) {
  return (
    <details id={id} data-slot="accordion-item" className="group border-b border-ink-200 py-2">
      <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-3 text-left text-lg font-semibold text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 [&::-webkit-details-marker]:hidden">
        <span>{question}</span>
        <Plus
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 text-accent-700 transition-transform group-open:rotate-45"
        />
      </summary>
      <div className="pb-4 pr-9 leading-7 text-ink-700">{children}</div>
    </details>
  )
}
