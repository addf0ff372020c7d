import { NotFoundScreen } from '../../app/screens/NotFoundScreen'

/** Replaced by the Markdown-backed post page; until posts exist every slug is unknown. */
export default function BlogPostPage() {
  return <NotFoundScreen />
}
