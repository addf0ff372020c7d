/**
 * Crawlers and link-preview bots (never redirected; shown teasers instead of skeletons), plus
 * headless tools that say what they are. `botUserAgentTokens` is the maintained list; the
 * compact `botPattern` shipped in the inline boot script must match every entry (unit-tested).
 */
export const botUserAgentTokens = [
  'googlebot',
  'google-inspectiontool',
  'googleother',
  'adsbot-google',
  'mediapartners-google',
  'apis-google',
  'feedfetcher-google',
  'bingbot',
  'bingpreview',
  'microsoftpreview',
  'msnbot',
  'adidxbot',
  'yandexbot',
  'yandex.com/bots',
  'yahoo! slurp',
  'yeti',
  'baiduspider',
  'duckduckbot',
  'duckassistbot',
  'applebot',
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'twitterbot',
  'linkedinbot',
  'slackbot',
  'slack-imgproxy',
  'discordbot',
  'telegrambot',
  'whatsapp',
  'pinterestbot',
  'pinterest.com/bot',
  'redditbot',
  'embedly',
  'skypeuripreview',
  'vkshare',
  'mastodon',
  'ahrefsbot',
  'ahrefssiteaudit',
  'semrushbot',
  'siteauditbot',
  'mj12bot',
  'dotbot',
  'petalbot',
  'seznambot',
  'sogou',
  'exabot',
  'qwantify',
  'gptbot',
  'chatgpt-user',
  'oai-searchbot',
  'claudebot',
  'perplexitybot',
  'ccbot',
  'bytespider',
  'amazonbot',
  'headlesschrome',
  'phantomjs',
  'chrome-lighthouse',
  'lighthouse',
  'prerender',
  'puppeteer',
  'playwright',
  'selenium',
] as const

/**
 * "bot" anywhere except in the Cubot phone brand, plus the names that do not contain "bot".
 * No look-behind, so old Safari can parse it.
 */
const botPattern =
  /(?:^|[^u]|[^c]u)bot|spider|crawl|google|bingpreview|microsoftpreview|slurp|yeti|yandex|facebook|externalagent|imgproxy|whatsapp|pinterest|embedly|skypeuri|vkshare|mastodon|ahrefs|sogou|qwantify|chatgpt|headless|phantom|lighthouse|prerender|puppeteer|playwright|selenium/i

export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && botPattern.test(userAgent)
}
