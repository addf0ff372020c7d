/**
 * A build that stops on content prints the catalogue's message alone (review DV-5): the bundler
 * wraps a plugin's error, so the build looks for the catalogue's error inside what it caught.
 */
import { describe, expect, it } from 'vitest'
import { buildError, buildErrorIn, InvalidPostFrontMatter } from '../../../src/errors/buildErrors'

const error = buildError(InvalidPostFrontMatter, {
  file: 'src/content/blog/x/index.en.md',
  problems: [
    {
      field: 'date',
      problem: 'is not in the form it needs. Use the publication date as YYYY-MM-DD, such as 2026-05-19.',
    },
  ],
})

describe('the catalogue’s error in what a build threw', () => {
  it('DV-5: is found as thrown, as the cause of the bundler’s error, or in the message the bundler wrapped', () => {
    expect(buildErrorIn(error)).toBe(error)
    expect(buildErrorIn(new Error('Build failed', { cause: error }))).toBe(error)
    const wrapped = new Error(`[plugin vaultline:blog-content] ${error.message}`)
    expect(buildErrorIn(wrapped)?.message).toContain(
      'front matter field "date" is not in the form it needs. Use the publication date as YYYY-MM-DD, such as 2026-05-19.',
    )
  })

  it('leaves any other failure to print with its stack', () => {
    expect(buildErrorIn(new TypeError('Cannot read properties of undefined'))).toBeUndefined()
    expect(buildErrorIn('a string')).toBeUndefined()
  })
})
