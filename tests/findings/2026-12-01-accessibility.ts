import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-12-01/accessibility',
  findings: [
    {
      id: 'ACC-01',
      status: 'open',
      reason: 'The statement still derives its status from the findings list; issue 40 item 2.',
    },
    { id: 'ACC-02', status: 'open', reason: 'Card links rely on a box-shadow ring that forced colours remove.' },
    {
      id: 'ACC-03',
      status: 'open',
      reason: 'The fixed staff toolbar covers focused elements at the bottom of the window.',
    },
    { id: 'ACC-04', status: 'open', reason: 'RouteFocus announces and focuses before the new page has rendered.' },
    { id: 'ACC-05', status: 'open', reason: 'Staff sign-in steps replace the form and leave focus on the body.' },
    {
      id: 'ACC-06',
      status: 'open',
      reason: 'Account forms rely on browser validation bubbles and report aria-invalid false.',
    },
    { id: 'ACC-07', status: 'open', reason: 'The signed-in header overlaps the main navigation from 1280 px.' },
    { id: 'ACC-08', status: 'open', reason: 'The failure toast covers the focused field at 320 by 256 CSS pixels.' },
    {
      id: 'ACC-09',
      status: 'open',
      reason: 'Sonner labels and a quoted English phrase in a German post are not in the page language.',
    },
    {
      id: 'ACC-10',
      status: 'open',
      reason:
        'The statement lacks tester, contact routes, out-of-scope content, plans, version and EN 301 549 clauses.',
    },
  ],
}
