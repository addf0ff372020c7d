/**
 * The copy of locales/<lang>/visuals.json: every word inside the product pictures (app screens,
 * the administrator console) and the diagrams, with their captions and text alternatives. One
 * namespace shared by the pages that show them (routes.config.ts, `sharedNamespaces`), so the
 * pictures read the same wherever they appear and a German page shows German screens.
 * Algorithm names are never typed: they are `{{facts.…}}` placeholders (src/i18n/factVariables.ts).
 */
import { z } from 'zod'

/** A section around a picture: heading and lead. */
const sectionText = z.strictObject({
  heading: z.string(),
  lead: z.string().optional(),
})

/** What a picture shows, for readers who cannot see it: a caption and the points it makes. */
const pictureText = {
  caption: z.string(),
  description: z.array(z.string()),
}

/** The sentence naming the cryptography, once per profile (src/content/facts.ts `profiles`). */
const byProfile = z.strictObject({
  commercial: z.string(),
  cnsa: z.string(),
})

const conversationScreen = z.strictObject({
  ...pictureText,
  name: z.string(),
  initials: z.string(),
  role: z.string(),
  verified: z.string(),
  encryption: byProfile,
  expiry: z.string(),
  day: z.string(),
  messages: z.array(z.strictObject({ from: z.enum(['me', 'them']), text: z.string(), time: z.string() })),
  composer: z.string(),
})

const callScreen = z.strictObject({
  ...pictureText,
  name: z.string(),
  initials: z.string(),
  role: z.string(),
  verified: z.string(),
  duration: z.string(),
  encryption: byProfile,
  controls: z.strictObject({ mute: z.string(), speaker: z.string(), video: z.string(), end: z.string() }),
})

const fileTransferScreen = z.strictObject({
  ...pictureText,
  group: z.string(),
  members: z.string(),
  message: z.string(),
  time: z.string(),
  fileName: z.string(),
  fileSize: z.string(),
  encrypted: z.string(),
  expiry: z.string(),
  downloads: z.string(),
  opened: z.string(),
  withdraw: z.string(),
})

const consoleScreen = z.strictObject({
  ...pictureText,
  product: z.string(),
  /** The tenant each edition's console shows: a bank for Enterprise, public bodies for the other two (copy-en C-6). */
  organisation: z.strictObject({ enterprise: z.string(), government: z.string(), onPremises: z.string() }),
  /** The tenant line in the console's header, per edition. */
  editions: z.strictObject({ enterprise: z.string(), government: z.string(), onPremises: z.string() }),
  nav: z.array(z.string()),
  retention: z.strictObject({
    title: z.string(),
    rule: z.string(),
    value: z.string(),
    scope: z.string(),
    archive: z.string(),
    archiveState: z.string(),
  }),
  devices: z.strictObject({
    title: z.string(),
    items: z.array(
      z.strictObject({
        device: z.string(),
        user: z.string(),
        state: z.string(),
        status: z.enum(['managed', 'revoked']),
      }),
    ),
  }),
  audit: z.strictObject({
    title: z.string(),
    items: z.array(z.strictObject({ time: z.string(), text: z.string() })),
  }),
})

/** A titled step or box of a diagram. */
const box = z.strictObject({ title: z.string(), body: z.string() })

const keyExchangeDiagram = z.strictObject({
  ...sectionText.shape,
  caption: z.string(),
  profiles: byProfile,
  start: box,
  classical: z.strictObject({
    label: z.string(),
    title: z.string(),
    body: z.string(),
    output: z.string(),
    commercial: z.string(),
    cnsa: z.string(),
  }),
  postQuantum: z.strictObject({
    label: z.string(),
    title: z.string(),
    body: z.string(),
    output: z.string(),
    commercial: z.string(),
    cnsa: z.string(),
  }),
  combine: box,
  session: box,
  content: box,
})

const ratchetDiagram = z.strictObject({
  ...sectionText.shape,
  caption: z.string(),
  legend: z.strictObject({ message: z.string(), classical: z.string(), postQuantum: z.string(), theft: z.string() }),
  phases: z.array(box),
})

const threatLayersDiagram = z.strictObject({
  ...sectionText.shape,
  caption: z.string(),
  path: z.array(z.string()),
  protection: z.string(),
  targets: z.string(),
  layers: z.array(z.strictObject({ title: z.string(), attack: z.string(), answer: z.string() })),
})

const deploymentDiagram = z.strictObject({
  ...sectionText.shape,
  caption: z.string(),
  zones: z.array(
    z.strictObject({ name: z.string(), place: z.string(), items: z.array(z.string()), keys: z.array(z.string()) }),
  ),
  links: z.array(z.strictObject({ label: z.string(), detail: z.string() })),
})

const voiceGatewayDiagram = z.strictObject({
  ...sectionText.shape,
  caption: z.string(),
  stops: z.array(z.strictObject({ name: z.string(), place: z.string() })),
  legs: z.array(z.strictObject({ label: z.string(), detail: z.string() })),
  decrypted: box,
  marking: z.string(),
  direct: box,
})

export const visualsCopy = z.strictObject({
  /** Labels every picture shares. */
  figure: z.strictObject({ keysHeld: z.string() }),
  /** The section of product screens on the home and edition pages. */
  screens: sectionText,
  conversation: conversationScreen,
  call: callScreen,
  fileTransfer: fileTransferScreen,
  console: consoleScreen,
  keyExchange: keyExchangeDiagram,
  ratchet: ratchetDiagram,
  threatLayers: threatLayersDiagram,
  deployment: z.strictObject({
    enterprise: deploymentDiagram,
    government: deploymentDiagram,
    onPremises: deploymentDiagram,
  }),
  voiceGateway: voiceGatewayDiagram,
})

export type VisualsCopy = z.output<typeof visualsCopy>
