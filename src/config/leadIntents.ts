/**
 * What a visitor wants, chosen at the top of the one lead form (issue 44 item 2; design review
 * DES-03): a demo, a pilot, pricing or another question. Here, beside the other settings, because
 * the route manifest names the deep link of each (routes.config.ts, leadIntentHashes) and the
 * lead's schema the fields each asks (src/leads/leadSchema.ts, intentFields).
 */
export const leadIntents = ['demo', 'pilot', 'pricing', 'other'] as const
export type LeadIntent = (typeof leadIntents)[number]
