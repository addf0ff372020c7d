import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

/** How many images at the top of a page load at once with high priority (the spec's rule); the rest load lazily. */
const eagerImages = 2

/**
 * Every <img> has alt text, a width and a height (the box is reserved before the image arrives,
 * so nothing shifts), and files that exist for each of its sources; on every page the first two
 * images load eagerly with high priority and the others lazily.
 */
export const images: Check = {
  name: 'images',
  pages({ files }) {
    const check = this.name
    return {
      visit({ file, root }) {
        const findings: Finding[] = []
        const add = (message: string, fix: string) => findings.push({ check, file, message, fix })
        elementsOf(root)
          .tag('img')
          .forEach((image, position) => {
            const src = image.getAttribute('src') ?? ''
            if (image.getAttribute('alt') === undefined)
              add(
                `<img src="${src}"> has no alt attribute.`,
                'Give every image alt text (a post: the text between the brackets of ![…](…)).',
              )
            for (const dimension of ['width', 'height']) {
              if (!/^[1-9]\d*$/.test(image.getAttribute(dimension) ?? ''))
                add(
                  `<img src="${src}"> has no ${dimension}.`,
                  'Set width and height so the browser reserves the space (scripts/content/postImages.ts does for post images).',
                )
            }
            const sources = [
              src,
              ...[image, ...(image.parentNode ? elementsOf(image.parentNode).tag('source') : [])].flatMap((node) =>
                (node.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
              ),
            ]
            for (const source of sources) {
              if (source.startsWith('/') && !source.startsWith('//') && !files.has(source.slice(1)))
                add(
                  `<img src="${src}"> names ${source}, which is not in dist/.`,
                  'Rebuild; the post images step writes every size it lists.',
                )
            }
            const eager = image.getAttribute('loading') === 'eager' && image.getAttribute('fetchpriority') === 'high'
            if (position < eagerImages && !eager)
              add(
                `Image ${position + 1} of the page (${src}) is not loading="eager" fetchpriority="high".`,
                'The first two images of a page load at once with high priority.',
              )
            if (position >= eagerImages && image.getAttribute('loading') !== 'lazy')
              add(
                `Image ${position + 1} of the page (${src}) is not loading="lazy".`,
                'Images after the first two load lazily.',
              )
          })
        return findings
      },
    }
  },
}
