/** The copy of locales/<lang>/industries.json. */
import { z } from 'zod'
import { cardListCopy, heroCopy, metaCopy, proseCopy } from './sections'

/** One sector: the rule it answers to, the control we provide towards it and the part that stays with the customer. */
const sectorCopy = z.strictObject({
  title: z.string(),
  rule: z.string(),
  provides: z.string(),
  customer: z.string(),
})

/** Sectors with the three labels every card repeats (SectorDuties). */
export const sectorListCopy = z.strictObject({
  heading: z.string(),
  lead: z.string(),
  labels: z.strictObject({ rule: z.string(), provides: z.string(), customer: z.string() }),
  items: z.array(sectorCopy),
})

export const industriesCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  sectors: sectorListCopy,
  approach: proseCopy,
  deploy: cardListCopy,
})
