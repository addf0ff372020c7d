/**
 * The day a post last changed in substance: its front matter's `updated`, else its publication
 * `date`. The sitemap's <lastmod>, BlogPosting's dateModified, article:modified_time and the feeds'
 * updated dates all read it here, so no two of them can disagree (SEO review 2026-12-01, SEO-1).
 */
export function lastRevised(post: { date: string; updated?: string }): string {
  return post.updated ?? post.date
}
