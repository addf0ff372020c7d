/** Every namespace's copy schema, by namespace: locales/<lang>/<namespace>.json must match it. */
import type { z } from 'zod'
import { accessibilityCopy } from './accessibility'
import { accessibilityConformanceCopy } from './accessibility-conformance'
import { accountCopy } from './account'
import { blogCopy } from './blog'
import { commonCopy } from './common'
import { companyCopy } from './company'
import { comparisonCopy } from './comparison'
import { consumerAppsCopy } from './consumer-apps'
import { contactCopy } from './contact'
import { downloadsCopy } from './downloads'
import { glossaryCopy } from './glossary'
import { downloadsGovernmentCopy } from './downloads-government'
import { encryptionCopy } from './encryption'
import { faqsCopy } from './faqs'
import { getStartedCopy } from './get-started'
import { homeCopy } from './home'
import { industriesCopy } from './industries'
import { legalCookiesCopy } from './legal-cookies'
import { legalPrivacyCopy } from './legal-privacy'
import { legalTermsCopy } from './legal-terms'
import { outOfBandCopy } from './out-of-band'
import { pricingCopy } from './pricing'
import { editionPageCopy } from './editionPage'
import { productVoiceGatewayCopy } from './product-voice-gateway'
import { productsCopy } from './products'
import { securityCopy } from './security'
import { signInCopy } from './sign-in'
import { solutionCallsCopy } from './solution-calls'
import { solutionFileTransferCopy } from './solution-file-transfer'
import { solutionMessagingCopy } from './solution-messaging'
import { solutionsCopy } from './solutions'
import { threatAiCopy } from './threat-ai'
import { threatAirInterfaceCopy } from './threat-air-interface'
import { threatApplicationCopy } from './threat-application'
import { threatNetworkCopy } from './threat-network'
import { threatQuantumCopy } from './threat-quantum'
import { threatsCopy } from './threats'
import { translationStatusCopy } from './translation-status'
import { trustCentreCopy } from './trust-centre'
import { visualsCopy } from './visuals'
import { vulnerabilityDisclosureCopy } from './vulnerability-disclosure'

export const pageCopySchemas = {
  accessibility: accessibilityCopy,
  'accessibility-conformance': accessibilityConformanceCopy,
  account: accountCopy,
  blog: blogCopy,
  common: commonCopy,
  company: companyCopy,
  comparison: comparisonCopy,
  'consumer-apps': consumerAppsCopy,
  contact: contactCopy,
  downloads: downloadsCopy,
  'downloads-government': downloadsGovernmentCopy,
  encryption: encryptionCopy,
  faqs: faqsCopy,
  glossary: glossaryCopy,
  'get-started': getStartedCopy,
  home: homeCopy,
  industries: industriesCopy,
  'legal-cookies': legalCookiesCopy,
  'legal-privacy': legalPrivacyCopy,
  'legal-terms': legalTermsCopy,
  'out-of-band': outOfBandCopy,
  pricing: pricingCopy,
  'product-enterprise': editionPageCopy,
  'product-government': editionPageCopy,
  'product-on-premises': editionPageCopy,
  'product-voice-gateway': productVoiceGatewayCopy,
  products: productsCopy,
  security: securityCopy,
  'sign-in': signInCopy,
  'solution-calls': solutionCallsCopy,
  'solution-file-transfer': solutionFileTransferCopy,
  'solution-messaging': solutionMessagingCopy,
  solutions: solutionsCopy,
  'threat-ai': threatAiCopy,
  'threat-air-interface': threatAirInterfaceCopy,
  'threat-application': threatApplicationCopy,
  'threat-network': threatNetworkCopy,
  'threat-quantum': threatQuantumCopy,
  threats: threatsCopy,
  'translation-status': translationStatusCopy,
  'trust-centre': trustCentreCopy,
  visuals: visualsCopy,
  'vulnerability-disclosure': vulnerabilityDisclosureCopy,
} satisfies Record<string, z.ZodObject>
