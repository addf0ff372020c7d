import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { genericLinks, lighthouseGenericLinkTexts } from '../../../dist-check/checks/linkText'

const lists = lighthouseGenericLinkTexts()
const links = (html: string) => genericLinks(parse(`<html lang="es"><body>${html}</body></html>`), lists)

describe('the descriptive-link-text check over a built page', () => {
  it('reads the generic texts of the installed Lighthouse for our languages', () => {
    expect(lists.get('es')?.has('empezar')).toBe(true)
    expect(lists.get('en')?.has('learn more')).toBe(true)
    expect(lists.get('de')?.has('hier')).toBe(true)
  })

  it('fails a link whose whole text is generic in any language, whatever the case or spacing', () => {
    expect(links('<a href="/es/get-started"> Empezar </a>')).toEqual([
      { text: 'empezar', href: '/es/get-started', languages: ['es'] },
    ])
    expect(links('<a href="/de/blog">Mehr</a><a href="/x">Learn More</a>').map((link) => link.text)).toEqual([
      'mehr',
      'learn more',
    ])
  })

  it('passes descriptive links, and links the audit ignores', () => {
    expect(
      links(
        '<a href="/es/get-started">Empezar con un piloto</a><a href="mailto:a@b.example">aquí</a><a href="#top">more</a><a href="/x" rel="nofollow">here</a>',
      ),
    ).toEqual([])
  })
})
