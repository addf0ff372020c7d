import { BadgeCheck, ChevronLeft, Lock, Mic, Paperclip, Phone, Timer, Video } from 'lucide-react'
import { cn } from '../../ui/cn'
import { PhoneFrame } from '../DeviceFrame'
import { Figure } from '../Figure'
import { useVisualsCopy, type Profile } from '../visualsCopy'

export interface ScreenProps {
  /** Whose cryptography the screen names. */
  profile?: Profile
  /** `hidden` in a hero, where the heading beside it already speaks. */
  captionDisplay?: 'visible' | 'hidden'
  tone?: 'light' | 'dark'
  /** `deferred` below the fold. */
  rendering?: 'eager' | 'deferred'
  className?: string
}

/** A one-to-one conversation on a phone: the contact verified, the encryption named, messages that expire. */
export function ConversationScreen({
  profile = 'commercial',
  captionDisplay,
  tone,
  rendering,
  className,
}: ScreenProps) {
  const copy = useVisualsCopy('conversation')
  return (
    <Figure
      name="conversation"
      caption={copy.caption}
      description={[...copy.description, copy.encryption[profile]]}
      captionDisplay={captionDisplay}
      tone={tone}
      className={className}
    >
      <PhoneFrame rendering={rendering}>
        <div className="flex items-center gap-1.5 border-b border-ink-200 bg-white px-3 py-2.5">
          <ChevronLeft className="size-5 shrink-0 text-ink-600" strokeWidth={2} />
          <p className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-100 text-sm font-semibold text-accent-800">
            {copy.initials}
          </p>
          <div className="min-w-0 flex-1">
            {/* One line in Inter and in the fallback font (112 px of the 116 the smaller call icons and gaps
                leave at 272 px); wraps rather than clips if a name is ever longer. A second line would push
                the day's first message out of the picture (DES-05). */}
            <p className="text-sm leading-5 font-semibold text-ink-950">{copy.name}</p>
            <p className="flex items-center gap-1 text-xs font-semibold text-accent-700">
              <BadgeCheck className="size-3.5 shrink-0" strokeWidth={2.25} />
              <span>{copy.verified}</span>
            </p>
          </div>
          <Phone className="size-4 shrink-0 text-ink-600" strokeWidth={2} />
          <Video className="size-4 shrink-0 text-ink-600" strokeWidth={2} />
        </div>
        <div className="grid gap-1.5 px-3 pt-3">
          <p className="flex gap-1.5 rounded-lg border border-accent-200 bg-accent-50 px-2.5 py-1.5 text-xs leading-4 text-accent-900">
            <Lock className="mt-px size-3.5 shrink-0" strokeWidth={2.25} />
            <span>{copy.encryption[profile]}</span>
          </p>
          <p className="flex items-center justify-center gap-1.5 text-xs text-ink-600">
            <Timer className="size-3.5 shrink-0" strokeWidth={2.25} />
            <span>{copy.expiry}</span>
          </p>
        </div>
        {/* Newest at the bottom, as in the app. The conversation is written to fit the screen in every
            language and profile, each message whole (tests/e2e/productVisuals.spec.ts, DES-05): a
            message cut at the top read as a layout fault, not as a scrolled chat. */}
        <div
          data-slot="message-list"
          className="flex min-h-0 flex-1 flex-col justify-end gap-2 overflow-hidden px-3 py-2"
        >
          <p className="self-center rounded-full bg-ink-200 px-2.5 py-0.5 text-xs font-medium text-ink-700">
            {copy.day}
          </p>
          {copy.messages.map((message) => (
            <div
              key={message.time + message.text}
              className={cn(
                'relative max-w-[85%] rounded-2xl px-3 py-2 shadow-xs',
                message.from === 'me'
                  ? 'self-end rounded-br-md bg-accent-700 text-white'
                  : 'self-start rounded-bl-md border border-ink-200 bg-white text-ink-900',
              )}
            >
              <p className="text-[0.8125rem] leading-[1.125rem]">
                {message.text}{' '}
                {/* Room for the time at the end of the last line, as messaging apps set it: the time
                    takes a line of its own only when the text fills the last one. */}
                <span className="inline-block w-11" />
              </p>
              <p
                className={cn(
                  'absolute right-3 bottom-2 text-xs leading-[1.125rem]',
                  message.from === 'me' ? 'text-accent-100' : 'text-ink-600',
                )}
              >
                {message.time}
              </p>
            </div>
          ))}
        </div>
        <div className="flex items-center gap-2 border-t border-ink-200 bg-white px-3 py-2">
          <Paperclip className="size-5 shrink-0 text-ink-600" strokeWidth={2} />
          <p className="flex-1 truncate rounded-full border border-ink-300 px-3 py-1.5 text-sm text-ink-600">
            {copy.composer}
          </p>
          <Mic className="size-5 shrink-0 text-ink-600" strokeWidth={2} />
        </div>
      </PhoneFrame>
    </Figure>
  )
}
