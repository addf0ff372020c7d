import { describe, expect, it, vi } from 'vitest'
import {
  freshModuleUrl,
  importWithRetry,
  isPageLoadError,
  PAGE_LOAD_FAILED_MESSAGE,
} from '../../../src/app/importWithRetry'

describe('importWithRetry', () => {
  it('returns the module when a later attempt succeeds, after 1500 ms', async () => {
    const sleep = vi.fn(async () => {})
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: 'Page' })
    await expect(importWithRetry(load, { sleep })).resolves.toEqual({ default: 'Page' })
    expect(load).toHaveBeenCalledTimes(2)
    expect(sleep.mock.calls).toEqual([[1500]])
  })

  it('gives up after 3 attempts with back-off ×1.5 and the spec message', async () => {
    const sleep = vi.fn(async () => {})
    const load = vi.fn().mockRejectedValue(new TypeError('network down'))
    const error = await importWithRetry(load, { sleep }).catch((e: unknown) => e)
    expect(load).toHaveBeenCalledTimes(3)
    expect(sleep.mock.calls).toEqual([[1500], [2250]])
    expect(isPageLoadError(error)).toBe(true)
    expect((error as Error).message).toBe(PAGE_LOAD_FAILED_MESSAGE)
    expect((error as Error).message).toBe('Failed to load page component after 3 attempts. Please refresh the page.')
  })

  it('stops at once, marked "gone", when the failed chunk no longer exists on the server', async () => {
    const sleep = vi.fn(async () => {})
    const load = vi
      .fn()
      .mockRejectedValue(
        new TypeError(
          'Failed to fetch dynamically imported module: https://www.vaultline.example/assets/FaqsPage-abc123.js',
        ),
      )
    const chunkExists = vi.fn(async () => false)
    const error = await importWithRetry(load, { sleep, chunkExists }).catch((e: unknown) => e)
    expect(load).toHaveBeenCalledTimes(1)
    expect(chunkExists).toHaveBeenCalledWith('https://www.vaultline.example/assets/FaqsPage-abc123.js')
    expect(error).toMatchObject({ name: 'PageLoadError', gone: true })
  })

  it('keeps retrying when the chunk still exists (a network problem, not a new deploy)', async () => {
    const load = vi
      .fn()
      .mockRejectedValue(
        new TypeError(
          'Failed to fetch dynamically imported module: https://www.vaultline.example/assets/FaqsPage-abc123.js',
        ),
      )
    const error = await importWithRetry(load, { sleep: async () => {}, chunkExists: async () => true }).catch(
      (e: unknown) => e,
    )
    expect(load).toHaveBeenCalledTimes(3)
    expect(error).toMatchObject({ gone: false })
  })

  it('tells each retry which module failed before, so it can be fetched afresh', async () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: https://www.vaultline.example/assets/FaqsPage-abc123.js',
    )
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce({ default: 'Page' })
    await importWithRetry(load, { sleep: async () => {}, chunkExists: async () => true })
    expect(load.mock.calls).toEqual([
      [{ attempt: 1, failedUrl: null }],
      [{ attempt: 2, failedUrl: 'https://www.vaultline.example/assets/FaqsPage-abc123.js' }],
    ])
    expect(freshModuleUrl('https://www.vaultline.example/assets/FaqsPage-abc123.js', 2)).toBe(
      'https://www.vaultline.example/assets/FaqsPage-abc123.js?retry=2',
    )
  })
})
