import { AccordionItem } from '../ui/Accordion'
import { Section } from './Section'
import type { faqListCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/** Questions and answers as an accessible accordion, beside their heading from `lg` (DES-08). */
export function FaqList({ copyKey, tone, id }: { copyKey: string; tone?: 'white' | 'muted'; id?: string }) {
  const copy = usePageCopy<typeof faqListCopy>(copyKey)
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone} layout="split">
      <div className="mt-8 max-w-3xl">
        {copy.items.map((item) => (
          <AccordionItem key={item.question} question={item.question}>
            {item.answer.map((paragraph) => (
              <p key={paragraph} className="mt-2 max-w-measure first:mt-0">
                {paragraph}
              </p>
            ))}
          </AccordionItem>
        ))}
      </div>
    </Section>
  )
}
