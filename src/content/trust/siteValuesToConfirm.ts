/**
 * Values the site prints in real-world form that the company has not confirmed. From
 * src/config/site.ts (copy review 2026-12-01, L-9): a Companies House number, a head office, a
 * telephone number in Ofcom's range for drama, an EU representative at a real Dublin address, and
 * store links whose app IDs may belong to someone else's app. From src/content/facts.ts (the third
 * fresh read of 4 December): how long the servers keep each record, which the privacy notice and
 * the encryption page print as commitments, and what a push notification carries. Each is a sample
 * until the company confirms it; then write given(…) here. dist-check refuses to publish a sample
 * on a real host (dist-check/checks/businessFacts.ts), so none of these reaches a real domain unconfirmed.
 */
import { sample } from './businessFact'
import { site } from '../../config/site'
import { serverView } from '../facts'

export const siteValuesToConfirm = {
  registrationNumber: sample(site.registration.number),
  headOffice: sample(site.address.join(', ')),
  phone: sample(site.phone),
  euRepresentative: sample(`${site.euRepresentative.name}, ${site.euRepresentative.address}`),
  iosApp: sample(site.stores.ios),
  androidApp: sample(site.stores.android),
  retentionPeriods: sample(serverView.records),
  pushPayload: sample(serverView.push.payload),
}

/** This file, as a build message names it. */
export const siteValuesToConfirmFile = 'src/content/trust/siteValuesToConfirm.ts'
