import { site } from '../config/site'

/** A site path as the public URL crawlers and social networks see (canonical, Open Graph, JSON-LD). */
export function absoluteUrl(path: string): string {
  return `${site.siteUrl}${path}`
}
