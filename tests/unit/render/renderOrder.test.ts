/** Rendered pages reach the social cards and the search index in the route table's order (scripts/render/renderOrder.ts). */
import { describe, expect, it } from 'vitest'
import { inRenderOrder } from '../../../scripts/render/renderOrder'

const queued = [
  { path: '/', language: 'en' },
  { path: '/threats', language: 'en' },
  { path: '/es', language: 'es' },
  { path: '/es/threats', language: 'es' },
] as const

function heardIn(finishingOrder: readonly string[]) {
  const heard: [string, boolean][] = []
  const handOn = inRenderOrder<string>(queued, (page, last) => heard.push([page, last]))
  const afterEach = finishingOrder.map((path) => {
    handOn(path, `page ${path}`)
    return heard.length
  })
  return { heard, afterEach }
}

describe('pages handed on in render order', () => {
  it('hands pages on in the order they were queued, whatever order they finish in', () => {
    const { heard, afterEach } = heardIn(['/threats', '/es/threats', '/', '/es'])
    expect(heard).toEqual([
      ['page /', false],
      ['page /threats', true],
      ['page /es', false],
      ['page /es/threats', true],
    ])
    // A page finished early waits only for those queued before it.
    expect(afterEach).toEqual([0, 0, 2, 4])
  })

  it('says a page is the last of its language only once every page before it is handed on', () => {
    const { heard } = heardIn(['/es/threats', '/es', '/', '/threats'])
    expect(heard.filter(([, last]) => last).map(([page]) => page)).toEqual(['page /threats', 'page /es/threats'])
  })

  it('passes over a path it was not told would be rendered', () => {
    const { heard } = heardIn(['/', '/elsewhere', '/threats'])
    expect(heard).toEqual([
      ['page /', false],
      ['page /threats', true],
    ])
  })
})
