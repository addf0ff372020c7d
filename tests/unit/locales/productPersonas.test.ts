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

const root = join(import.meta.dirname, '../../..')

/** Every author and their surname as the posts' front matter names them, in every language. */
function authorNames(): string[] {
  const names = new Set<string>()
  for (const slug of readdirSync(join(root, postsFolder), { withFileTypes: true })) {
    if (!slug.isDirectory()) continue
    for (const file of readdirSync(join(root, postsFolder, slug.name))) {
      if (!file.endsWith('.md')) continue
      const author = /^author:\s*"?([^"\n]+)"?\s*$/m.exec(
        readFileSync(join(root, postsFolder, slug.name, file), 'utf8'),
      )
      if (author?.[1]) names.add(author[1].trim())
    }
  }
  return [...names]
}

describe('product pictures', () => {
  const authors = authorNames()

  it('finds the authors it compares with', () => {
    expect(authors.length).toBeGreaterThan(0)
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
