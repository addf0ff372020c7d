import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-12-01/workflows',
  findings: [
    { id: 'ED-1', status: 'fixed' },
    { id: 'ED-2', status: 'fixed' },
    { id: 'ED-3', status: 'fixed' },
    { id: 'ED-4', status: 'fixed' },
    { id: 'ED-5', status: 'fixed' },
    { id: 'ED-6', status: 'fixed' },
    { id: 'ED-7', status: 'fixed' },
    { id: 'ED-8', status: 'fixed' },
    { id: 'ED-9', status: 'fixed' },
    { id: 'ED-10', status: 'fixed' },
    { id: 'DV-1', status: 'fixed' },
    { id: 'DV-2', status: 'fixed' },
    { id: 'DV-3', status: 'fixed' },
    { id: 'DV-4', status: 'fixed' },
    { id: 'DV-5', status: 'fixed' },
    { id: 'DV-6', status: 'fixed' },
    { id: 'DV-7', status: 'fixed' },
    { id: 'DV-8', status: 'fixed' },
    { id: 'DV-9', status: 'fixed' },
  ],
}
