/**
 * A parsed page's elements by tag name, collected in one walk and shared by every check of the
 * page. node-html-parser's querySelectorAll compiles its selector and walks the whole tree on
 * every call: a dozen checks asking a dozen questions of each page cost more than parsing it
 * (a quarter of dist-check on a blog of a thousand posts).
 */
import type { HTMLElement } from 'node-html-parser'

/** Adds a value to the list kept under a key, starting the list on first use. */
export function appendTo<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key)
  if (list) list.push(value)
  else lists.set(key, [value])
}

export interface PageElements {
  /** Every element, in document order. */
  readonly all: readonly HTMLElement[]
  /** The elements with this (lower-case) tag name, in document order. */
  tag(name: string): readonly HTMLElement[]
  /** The elements with this tag name inside <head>. */
  inHead(name: string): readonly HTMLElement[]
  /** Whether the page is a redirect stub (scripts/hosting/redirects.ts writes <meta name="redirect-target">). */
  readonly isRedirectStub: boolean
}

const none: readonly HTMLElement[] = []
const indexes = new WeakMap<HTMLElement, PageElements>()

/** The lower-case tag name of an element (node-html-parser keeps it as written). */
export const tagOf = (element: HTMLElement) => (element.rawTagName ?? '').toLowerCase()

function collect(root: HTMLElement): PageElements {
  const all: HTMLElement[] = []
  const byTag = new Map<string, HTMLElement[]>()
  const headByTag = new Map<string, HTMLElement[]>()
  const walk = (element: HTMLElement, inHead: boolean) => {
    for (const child of element.children) {
      const name = tagOf(child)
      all.push(child)
      appendTo(byTag, name, child)
      if (inHead) appendTo(headByTag, name, child)
      walk(child, inHead || name === 'head')
    }
  }
  walk(root, false)
  return {
    all,
    tag: (name) => byTag.get(name) ?? none,
    inHead: (name) => headByTag.get(name) ?? none,
    isRedirectStub: (byTag.get('meta') ?? none).some((meta) => meta.getAttribute('name') === 'redirect-target'),
  }
}

/** The elements of a parsed page (or of any element's subtree), collected once. */
export function elementsOf(root: HTMLElement): PageElements {
  let index = indexes.get(root)
  if (!index) {
    index = collect(root)
    indexes.set(root, index)
  }
  return index
}
