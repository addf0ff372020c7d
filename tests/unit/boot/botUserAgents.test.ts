import { describe, expect, it } from 'vitest'
import { botUserAgentTokens, isBotUserAgent } from '../../../src/boot/botUserAgents'
import { botUserAgents, humanUserAgents } from '../../fixtures/userAgents'

describe('bot detection', () => {
  it.each(Object.entries(botUserAgents))('recognises %s', (_, userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true)
  })

  it('seo 2026-11-27 L11: recognises Microsoft’s link previews, Yahoo’s Slurp and Naver’s Yeti', () => {
    for (const crawler of ['Microsoft link previews (Teams, Outlook)', 'Yahoo', 'Naver'])
      expect(isBotUserAgent(botUserAgents[crawler]), crawler).toBe(true)
  })

  it.each(botUserAgentTokens)('the compact pattern covers the listed token %s', (token) => {
    expect(isBotUserAgent(`Mozilla/5.0 (compatible; ${token}/1.0)`)).toBe(true)
  })

  it.each(humanUserAgents)('lets a person through: %s', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false)
  })
})
