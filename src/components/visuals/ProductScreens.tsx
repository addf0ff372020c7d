import { AdminConsoleScreen } from './screens/AdminConsoleScreen'
import { CallScreen } from './screens/CallScreen'
import { ConversationScreen } from './screens/ConversationScreen'
import { FileTransferScreen } from './screens/FileTransferScreen'
import { VisualSection } from './VisualSection'
import { profileOf, useVisualsCopy, type Edition } from './visualsCopy'

export type ProductScreen = 'conversation' | 'call' | 'fileTransfer' | 'console'

/**
 * A band of product screens (below the fold: their painting waits until they come near), named
 * for the edition whose hosting and cryptographic profile they show. Phones sit side by side;
 * the console takes the rest of the row, or a row of its own on narrower screens.
 */
export function ProductScreens({
  screens,
  edition = 'enterprise',
  tone,
}: {
  screens: readonly ProductScreen[]
  edition?: Edition
  tone?: 'white' | 'muted' | 'dark'
}) {
  const copy = useVisualsCopy('screens')
  const profile = profileOf(edition)
  const figureTone = tone === 'dark' ? 'dark' : 'light'
  const phone = { tone: figureTone, rendering: 'deferred', className: 'w-[17rem]' } as const
  return (
    <VisualSection id="product-screens" heading={copy.heading} lead={copy.lead} tone={tone}>
      <div className="flex flex-wrap items-start justify-center gap-x-10 gap-y-12">
        {screens.map((screen) => {
          if (screen === 'conversation') return <ConversationScreen key={screen} profile={profile} {...phone} />
          if (screen === 'call') return <CallScreen key={screen} profile={profile} {...phone} />
          if (screen === 'fileTransfer') return <FileTransferScreen key={screen} {...phone} />
          return (
            <AdminConsoleScreen
              key={screen}
              edition={edition}
              tone={figureTone}
              className="w-full lg:w-auto lg:min-w-[26rem] lg:flex-1"
            />
          )
        })}
      </div>
    </VisualSection>
  )
}
