import { useEffect, useState } from 'react'
import type { Language } from '../../../routes.config'
import { readDraftStatus, type DraftStatus, type DraftStatusSource } from './draftStatus'
import { draftStatusWords } from './draftStatusWords'

/**
 * How often the host's result is asked for while it is not final, and how many times: for three
 * minutes while the host is at work, a few times while nothing is posted yet (just after a first
 * save). GitHub allows 60 reads an hour without a token.
 */
const pollMs = 10_000
const pollLimit = { pending: 18, none: 3 } as const

/**
 * "On the site's host", above the preview: whether the host's checks of the saved draft passed,
 * in the editor's language with the host's own words, and a link to its report when they failed.
 * Asked again every few seconds while the host is still at work, and on "Check again".
 */
export function DraftOnHost({
  source,
  branch,
  uiLanguage,
}: {
  source: DraftStatusSource
  branch: string
  uiLanguage: Language
}) {
  const words = draftStatusWords(uiLanguage)
  const [status, setStatus] = useState<DraftStatus | null>(null)
  const [round, setRound] = useState(0)
  useEffect(() => {
    let stopped = false
    let asked = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const ask = async () => {
      const answer = await readDraftStatus(source, branch)
      if (stopped) return
      setStatus(answer)
      asked += 1
      if ((answer.kind === 'pending' || answer.kind === 'none') && asked < pollLimit[answer.kind])
        timer = setTimeout(() => void ask(), pollMs)
    }
    void ask()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [source, branch, round])
  if (!status) return null
  return (
    <section
      lang={uiLanguage}
      aria-labelledby="draft-on-host"
      aria-live="polite"
      data-draft-on-host={status.kind}
      className="border-b border-slate-300 bg-white px-6 py-4 text-sm text-slate-900"
    >
      <h2 id="draft-on-host" className="font-semibold">
        {words.heading}
      </h2>
      <p className={status.kind === 'failure' ? 'mt-1 font-semibold text-red-800' : 'mt-1'}>{words[status.kind]}</p>
      {(status.kind === 'failure' || status.kind === 'pending' || status.kind === 'success') && status.description && (
        <p className="mt-1">
          {words.hostSays} <span lang="en">{status.description}</span>
        </p>
      )}
      {status.kind === 'failure' && status.url && (
        <p className="mt-1">
          <a href={status.url} target="_blank" rel="noopener noreferrer" className="underline">
            {words.report}
          </a>
        </p>
      )}
      {status.kind !== 'success' && (
        <button type="button" className="mt-2 underline" onClick={() => setRound((value) => value + 1)}>
          {words.checkAgain}
        </button>
      )}
    </section>
  )
}
