/** npm runs the build and the checks of dist/ with the flags the tests and bench:scale give the build (scripts/shared/buildNodeFlags.ts). */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildNodeFlags } from '../../../scripts/shared/buildNodeFlags'

const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

describe('the build’s Node flags', () => {
  it('are the ones npm gives the build and the checks of dist/', () => {
    const node = `node ${buildNodeFlags.join(' ')} --import tsx`
    expect(scripts.build).toBe(`${node} scripts/build.ts`)
    expect(scripts['check:dist']).toBe(`${node} scripts/checkDist.ts`)
  })
})
