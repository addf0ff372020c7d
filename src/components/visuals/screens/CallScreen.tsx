import { BadgeCheck, Lock, MicOff, PhoneOff, Video, Volume2, type LucideIcon } from 'lucide-react'
import { cn } from '../../ui/cn'
import { PhoneFrame } from '../DeviceFrame'
import { Figure } from '../Figure'
import { useVisualsCopy } from '../visualsCopy'
import type { ScreenProps } from './ConversationScreen'

function CallControl({
  icon: Icon,
  label,
  tone = 'plain',
}: {
  icon: LucideIcon
  label: string
  tone?: 'plain' | 'end'
}) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-1.5">
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full',
          tone === 'end' ? 'bg-danger-600' : 'bg-white/15',
        )}
      >
        <Icon className="size-5 text-white" strokeWidth={2} />
      </span>
      {/* A long label ("Haut-parleur", German "Lautsprecher" with a soft hyphen) wraps at its hyphen instead of being cut off. */}
      <p className="max-w-full text-center text-xs text-ink-200">{label}</p>
    </div>
  )
}

/** A voice call in progress: who, verified, for how long, under which keys, and the call's controls. */
export function CallScreen({ profile = 'commercial', captionDisplay, tone, rendering, className }: ScreenProps) {
  const copy = useVisualsCopy('call')
  return (
    <Figure
      name="call"
      caption={copy.caption}
      description={[...copy.description, copy.encryption[profile]]}
      captionDisplay={captionDisplay}
      tone={tone}
      className={className}
    >
      <PhoneFrame screen="dark" rendering={rendering}>
        <div className="flex flex-1 flex-col items-center bg-[radial-gradient(ellipse_at_top,rgba(20,184,146,0.28),transparent_65%)] px-5 pt-10 text-center">
          <p className="flex size-24 items-center justify-center rounded-full bg-accent-700 text-3xl font-semibold ring-4 ring-accent-400/40">
            {copy.initials}
          </p>
          <p className="mt-5 text-xl font-semibold">{copy.name}</p>
          <p className="mt-1 text-sm text-ink-300">{copy.role}</p>
          <p className="mt-3 flex items-center gap-1 rounded-full bg-accent-400/15 px-2.5 py-1 text-xs font-semibold text-accent-200">
            <BadgeCheck className="size-3.5 shrink-0" strokeWidth={2.25} />
            <span>{copy.verified}</span>
          </p>
          <p className="mt-5 font-mono text-2xl tabular-nums text-white">{copy.duration}</p>
          <p className="mt-4 flex gap-1.5 text-left text-xs leading-4 text-ink-200">
            <Lock className="mt-px size-3.5 shrink-0 text-accent-300" strokeWidth={2.25} />
            <span>{copy.encryption[profile]}</span>
          </p>
        </div>
        <div className="grid grid-cols-4 gap-1 px-3 pt-4 pb-6">
          <CallControl icon={MicOff} label={copy.controls.mute} />
          <CallControl icon={Volume2} label={copy.controls.speaker} />
          <CallControl icon={Video} label={copy.controls.video} />
          <CallControl icon={PhoneOff} label={copy.controls.end} tone="end" />
        </div>
      </PhoneFrame>
    </Figure>
  )
}
