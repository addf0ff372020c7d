/**
 * Sends request paths exactly as written to a running server and follows its redirects, holding
 * every Location to `redirectProblem` (tests/fixtures/hostileRequestPaths.ts). node:http, not
 * fetch(): fetch would resolve `..`, turn `\` into `/` and so never send the attack.
 */
import { request } from 'node:http'
import { redirectProblem } from '../fixtures/hostileRequestPaths'

interface RawAnswer {
  status: number
  location: string | undefined
}

export function getRaw(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }))
    })
      .on('error', reject)
      .end()
  })
}

/**
 * What is wrong with the redirects `base` answers to each path, one line a path: a Location that
 * leaves the site or whose path starts with `//`, at any hop (up to five). Empty when all is well.
 */
export async function unsafeRedirects(
  base: string,
  paths: readonly string[],
  options: { alsoAllowed?: readonly string[]; headers?: Record<string, string> } = {},
): Promise<string[]> {
  const origin = new URL(base).origin
  const found = new Map<string, string>()
  const follow = async (start: string) => {
    let path = start
    for (let hop = 0; hop < 5; hop++) {
      const answer = await getRaw(base, path, options.headers)
      if (answer.status < 300 || answer.status > 399 || answer.location === undefined) return
      const problem = redirectProblem(answer.location, origin, options.alsoAllowed)
      if (problem) {
        found.set(start, `${start}${hop > 0 ? ` (hop ${hop + 1}, ${path})` : ''}: ${answer.status} ${problem}`)
        return
      }
      const next = new URL(answer.location, origin)
      if (next.origin !== origin) return
      path = `${next.pathname}${next.search}`
    }
  }
  // A few at a time: wrangler takes a tenth of a second for each 404 page on a busy machine.
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await follow(path)
    }),
  )
  return paths.flatMap((path) => (found.has(path) ? [found.get(path)!] : []))
}
