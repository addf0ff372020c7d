import { RequestDemoLink } from '../../components/sections/PrimaryActions'
import { Section } from '../../components/sections/Section'
import { buttonClasses } from '../../components/ui/buttonClasses'
import type { priceCardsCopy } from '../../content/pageCopy/pricing'
import { usePageCopy } from '../../i18n/pageCopy'

/**
 * One card per edition: the starting price in display size, the minimum commitment under it and
 * the site's primary action (design review 2026-12-01, DES-15: the prices sat in 14 px table
 * cells, as light as the "Setup" row). The figures are the pricing copy's own, written once.
 */
export function PriceCards() {
  const copy = usePageCopy<typeof priceCardsCopy>('prices')
  return (
    <Section id="prices" heading={copy.heading} lead={copy.lead}>
      <ul role="list" className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {copy.items.map((item) => (
          <li key={item.edition} className="flex flex-col rounded-xl border border-ink-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-ink-950">{item.edition}</h3>
            <p className="mt-4 text-ink-700">
              <span className="block text-sm">{copy.from}</span>
              <span data-price="" className="block text-4xl font-bold tracking-tight text-ink-950">
                {item.price}
              </span>
              <span className="mt-1 block text-sm">{item.unit}</span>
            </p>
            <p className="mt-4 flex-1 border-t border-ink-200 pt-4 text-sm text-ink-700">{item.minimum}</p>
            <RequestDemoLink className={buttonClasses({ variant: 'primary', className: 'mt-6 self-start' })} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
