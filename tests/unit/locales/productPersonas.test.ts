/**
 * The people in the product pictures (the conversation, the call screen, the admin console's
 * devices) are made-up customers. A real person the site names elsewhere, such as a post's author,
 * must not appear in them: a reader would take the drawing for that person's own phone.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { postsFolder } from '../../../src/content/blog/postFiles'
import { site } from '../../../src/config/site'
import { companyFacts } from '../../../src/content/trust/trustFacts'

const root = join(import.meta.dirname, '../../..')

/** Each post file's author as its front matter names it, and how many post files there are. */
function postAuthors(): { files: number; authors: string[] } {
  let files = 0
  const authors: string[] = []
  for (const slug of readdirSync(join(root, postsFolder), { withFileTypes: true })) {
    if (!slug.isDirectory()) continue
    for (const file of readdirSync(join(root, postsFolder, slug.name))) {
      if (!file.endsWith('.md')) continue
      files++
      const author = /^author:\s*"?([^"\n]+)"?\s*$/m.exec(
        readFileSync(join(root, postsFolder, slug.name, file), 'utf8'),
      )
      if (author?.[1]) authors.push(author[1].trim())
    }
  }
  return { files, authors }
}

describe('product pictures', () => {
  const posts = postAuthors()
  // The people who sign posts; a post by the company's team names the company, which the pictures name too.
  const authors = [...new Set(posts.authors.filter((author) => author !== site.brand))]

  it('reads the author of every post file', () => {
    expect(posts.authors).toHaveLength(posts.files)
  })

  it('fresh reader 2026-12-04, third read, finding 20: a post is signed by a person only when the company has named them', () => {
    // The posts were signed by three people nobody at the company had named; they are now the
    // company's team. A person may sign once src/content/trust/trustFacts.ts gives them as a leader.
    const named = companyFacts.leadership.flatMap((leader) => (leader.state === 'given' ? [leader.value.name] : []))
    expect(authors.filter((author) => !named.includes(author))).toEqual([])
  })

  for (const language of languages) {
    it(`DES-16: the personas in the ${language} product pictures share no name with a post's author`, () => {
      const pictures = readFileSync(join(root, 'locales', language, 'visuals.json'), 'utf8')
      // The full name and the surname alone: "D. Okafor" in the console is the same person.
      const found = authors.flatMap((author) =>
        [author, author.split(/\s+/).at(-1) ?? author].filter((name) => pictures.includes(name)),
      )
      expect(found).toEqual([])
    })
  }
})
