/**
 * Serves the blog to the app: `virtual:blog-index` (every published post's summary, per
 * language) and each `src/content/blog/<slug>/<lang>.md` as a module exporting the rendered
 * post (null for drafts). All posts are validated when the build starts, so one bad post stops
 * the build with its file name.
 */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { blogDir, loadBlogContent, type BlogContent } from '../content/blogContent'

const indexId = 'virtual:blog-index'
const resolvedIndexId = `\0${indexId}`

export function blogContentPlugin(): Plugin {
  let content: BlogContent
  const load = () => (content = loadBlogContent({ includeDrafts: false }))
  return {
    name: 'vaultline:blog-content',
    buildStart() {
      load()
    },
    resolveId(id) {
      return id === indexId ? resolvedIndexId : undefined
    },
    load(id) {
      if (id === resolvedIndexId) return `export default ${JSON.stringify(content.index)}`
      if (!id.endsWith('.md') || !resolve(id).startsWith(blogDir)) return undefined
      const post = content.posts.find((p) => resolve(blogDir, p.slug, `${p.language}.md`) === resolve(id))
      return `export default ${JSON.stringify(post ?? null)}`
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(blogDir)) return
      load()
      const index = server.moduleGraph.getModuleById(resolvedIndexId)
      if (index) server.moduleGraph.invalidateModule(index)
    },
  }
}
