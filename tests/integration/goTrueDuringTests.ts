/**
 * The stand-in GoTrue for the tests of one file or describe block: started before them and
 * stopped after, its address and controls read once it runs.
 */
import { afterAll, beforeAll } from 'vitest'
import type { GoTrue, GoTrueSettings } from '../fakeSupabase/gotrue'
import { serveGoTrue, type GoTrueServer } from '../fakeSupabase/goTrueServer'

export function goTrueDuringTests(settings?: GoTrueSettings): { readonly baseUrl: string; readonly gotrue: GoTrue } {
  let running: GoTrueServer | undefined
  beforeAll(async () => {
    running = await serveGoTrue(settings)
  })
  afterAll(() => running?.close())
  const started = () => {
    if (!running) throw new Error('The stand-in GoTrue starts in beforeAll: read it inside a test or hook.')
    return running
  }
  return {
    get baseUrl() {
      return started().baseUrl
    },
    get gotrue() {
      return started().gotrue
    },
  }
}
