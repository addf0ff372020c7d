import { describe, expect, it } from 'vitest'
import { problemPage } from '../../../scripts/plugins/devPagesPlugin'
import { overlayPayload } from '../../../scripts/plugins/devProblems'
import { buildError, InvalidPostFrontMatter } from '../../../src/errors/buildErrors'

describe('the dev server page for content the build would refuse', () => {
  const error = buildError(InvalidPostFrontMatter, {
    file: 'src/content/blog/x/index.en.md',
    problems: [{ field: 'cover', problem: 'is not one of the choices. Choose quantum or standards.' }],
  })

  it("gives Vite's overlay the build's message and file, without a stack that says nothing more", () => {
    expect(overlayPayload(error, 'vaultline:blog-content')).toEqual({
      message: error.message,
      stack: '',
      plugin: 'vaultline:blog-content',
      id: 'src/content/blog/x/index.en.md',
    })
    const thrown = new TypeError('render failed')
    expect(overlayPayload(thrown, 'render').stack).toContain('TypeError: render failed')
  })

  it('shows the message as text and in the overlay, and no text can close its script', () => {
    const hostile = new Error('a post titled </script><script>alert(1)</script>')
    const html = problemPage('The content has a problem the build would stop at', [
      { source: 'vaultline:blog-content', error },
      { source: 'render', error: hostile },
    ])
    expect(html).toContain('<h1>The content has a problem the build would stop at</h1>')
    expect(html).toContain(
      '<pre>[vaultline:blog-content] [InvalidPostFrontMatter] src/content/blog/x/index.en.md: front matter field "cover" is not one of the choices',
    )
    expect(html).toContain("import { ErrorOverlay } from '/@vite/client'")
    // One script element opens and one closes: the hostile text stays inside JSON and inside <pre>.
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
  })
})
