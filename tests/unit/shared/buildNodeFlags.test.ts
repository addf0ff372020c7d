/** npm runs the build and the checks of dist/ with the flags the tests and bench:scale give the build (scripts/shared/buildNodeFlags.ts). */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildProcessArgs } from '../../../scripts/shared/buildNodeFlags'

const { scripts } = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
}

describe('the build’s Node flags', () => {
  it('are the ones npm gives the build and the checks of dist/', () => {
    expect(scripts.build).toBe(`node ${buildProcessArgs('scripts/build.ts').join(' ')}`)
    expect(scripts['check:dist']).toBe(`node ${buildProcessArgs('scripts/checkDist.ts').join(' ')}`)
  })
})
