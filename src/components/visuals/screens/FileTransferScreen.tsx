import { BadgeCheck, ChevronLeft, Download, Eye, FileText, Lock, Timer, Users, type LucideIcon } from 'lucide-react'
import { PhoneFrame } from '../DeviceFrame'
import { Figure } from '../Figure'
import { useVisualsCopy } from '../visualsCopy'
import type { ScreenProps } from './ConversationScreen'

function FileFact({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <p className="flex gap-2 text-xs leading-4 text-ink-700">
      <Icon className="size-3.5 shrink-0 text-ink-600" strokeWidth={2.25} />
      <span>{text}</span>
    </p>
  )
}

/** A file shared in a group: encrypted on the device, with its expiry, download limit and who opened it. */
export function FileTransferScreen({ captionDisplay, tone, rendering, className }: Omit<ScreenProps, 'profile'>) {
  const copy = useVisualsCopy('fileTransfer')
  return (
    <Figure
      name="file-transfer"
      caption={copy.caption}
      description={copy.description}
      captionDisplay={captionDisplay}
      tone={tone}
      className={className}
    >
      <PhoneFrame rendering={rendering}>
        <div className="flex items-center gap-2 border-b border-ink-200 bg-white px-3 py-2.5">
          <ChevronLeft className="size-5 shrink-0 text-ink-600" strokeWidth={2} />
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-200 text-ink-700">
            <Users className="size-4" strokeWidth={2} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm leading-5 font-semibold text-ink-950">{copy.group}</p>
            <p className="flex items-center gap-1 text-xs font-semibold text-accent-700">
              <BadgeCheck className="size-3.5 shrink-0" strokeWidth={2.25} />
              <span className="min-w-0 break-words">{copy.members}</span>
            </p>
          </div>
        </div>
        <div className="flex min-h-0 flex-1 flex-col justify-end gap-2 overflow-hidden px-3 py-3">
          <div className="self-end max-w-[92%] rounded-2xl rounded-br-md bg-accent-700 px-3 py-2 text-white shadow-xs">
            <p className="text-[0.8125rem] leading-[1.125rem]">{copy.message}</p>
          </div>
          <div className="self-end w-[92%] rounded-2xl rounded-br-md border border-ink-200 bg-white p-3 shadow-sm">
            <div className="flex items-center gap-2.5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <FileText className="size-5" strokeWidth={2} />
              </span>
              <div className="min-w-0">
                <p className="text-sm leading-5 font-semibold break-words text-ink-950">{copy.fileName}</p>
                <p className="text-xs text-ink-600">{copy.fileSize}</p>
              </div>
            </div>
            <div className="mt-3 grid gap-1.5 border-t border-ink-200 pt-2.5">
              <FileFact icon={Lock} text={copy.encrypted} />
              <FileFact icon={Timer} text={copy.expiry} />
              <FileFact icon={Download} text={copy.downloads} />
              <FileFact icon={Eye} text={copy.opened} />
            </div>
            <p className="mt-3 rounded-lg border border-ink-300 py-1.5 text-center text-xs font-semibold text-ink-800">
              {copy.withdraw}
            </p>
          </div>
          <p className="self-end text-xs text-ink-600">{copy.time}</p>
        </div>
        <div className="h-3 shrink-0" />
      </PhoneFrame>
    </Figure>
  )
}
