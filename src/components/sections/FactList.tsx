import type { ReactNode } from 'react'
import { DetailList } from '../ui/DetailList'
import { SampleMark } from './SampleMark'
import { Section } from './Section'
import type { factListCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/** One fact of a list: its label, its value, and whether the value is a sample. */
export interface FactListRow {
  key: string
  label: string
  value: ReactNode
  sample: boolean
}

/** Facts as a definition list under a heading; a sample value carries its mark. The caller leaves out facts not given. */
export function FactList({
  copyKey,
  rows,
  tone,
  id,
}: {
  copyKey: string
  rows: readonly FactListRow[]
  tone?: 'white' | 'muted'
  id?: string
}) {
  const copy = usePageCopy<typeof factListCopy>(copyKey)
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone}>
      <DetailList
        rows={rows.map((row) => [
          row.key,
          row.label,
          <>
            {row.sample && <SampleMark />}
            {row.value}
          </>,
        ])}
      />
    </Section>
  )
}
