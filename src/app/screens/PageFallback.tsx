import { CrawlerTeasers, isCrawler } from '../../components/sections/DataFallback'
import { dataDefaults } from '../../config/dataDefaults'
import { PageSkeleton } from './PageSkeleton'

/**
 * What shows while a page's code is on its way: the page-shaped skeleton, or for crawlers the
 * article teasers, as for a page's data (spec: "placeholder article teasers (default 3) are shown
 * instead of loading skeletons"; spec audit 2026-11-27, §2-51).
 */
export function PageFallback() {
  return isCrawler() ? <CrawlerTeasers count={dataDefaults.crawlerTeaserCount} /> : <PageSkeleton />
}
