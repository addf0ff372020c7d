import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { absoluteProblems } from '../../../dist-check/checks/absoluteClaims'
import { absoluteCue, factAt } from '../../../src/contentRules/absoluteClaims'
import { heldAbsolutes, type HeldAbsolute } from '../../../src/content/heldAbsolutes'

/** A built page as the check sees it, with the given body. */
function page(body: string, language: Language = 'en') {
  return parse(
    `<!doctype html><html lang="${language}"><head><title>Encryption | Vaultline</title><meta name="description" content="How Vaultline protects your communications."></head><body><main>${body}</main></body></html>`,
  )
}
const problems = (body: string, language: Language = 'en', list?: readonly HeldAbsolute[]) =>
  absoluteProblems(page(body, language), language, `locales/${language}/encryption.json`, list)

describe('the absolute-claims check over a built page', () => {
  it('fails a new absolute about security, naming the language, the cue and the sentence, and where to fix it', () => {
    const found = problems(
      '<p>Vaultline is designed with care. Our encryption is unbreakable, so your data is safe forever.</p>',
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({
      kind: 'unheld absolute',
      cue: 'unbreakable',
      sentence: 'Our encryption is unbreakable, so your data is safe forever.',
    })
    expect(found[0]!.message).toContain('in en')
    expect(found[0]!.message).toContain('Our encryption is unbreakable')
    expect(found[0]!.fix).toContain('locales/en/encryption.json')
    expect(found[0]!.fix).toContain('src/content/heldAbsolutes.ts')
  })

  it('fails a planted absolute in every language, by that language’s cue words', () => {
    const planted: Record<Language, [string, string]> = {
      en: ['Nobody can ever read your messages on our servers.', 'Nobody'],
      es: ['Sus mensajes nunca pueden descifrarse en nuestros servidores.', 'nunca'],
      pt: ['As suas mensagens estão sempre protegidas contra qualquer ataque.', 'sempre'],
      fr: ['Vos données ne quittent jamais nos serveurs chiffrés.', 'jamais'],
      de: ['Ihre Daten sind niemals für Angreifer lesbar.', 'niemals'],
    }
    for (const language of languages) {
      const [sentence, cue] = planted[language]
      const found = problems(`<p>${sentence}</p>`, language)
      expect(found.map((problem) => [problem.kind, problem.cue, problem.sentence])).toEqual([
        ['unheld absolute', cue, sentence],
      ])
      expect(found[0]!.message).toContain(`in ${language}`)
    }
  })

  it('reads a table row whole, so a cue in one cell and the subject in another is caught', () => {
    expect(
      problems('<table><tr><th>End-to-end encryption</th><td>Always</td></tr></table>').map((problem) => problem.cue),
    ).toEqual(['Always'])
  })

  it('passes an absolute that an entry allows by a fact the facts source holds, in any case and spacing', () => {
    expect(
      problems(
        '<p>Our servers relay only ciphertext, and messages, calls and files between Vaultline users never fall back to SMS, email or the phone network.</p>',
      ),
    ).toEqual([])
    expect(
      problems(
        '<p>Los mensajes entre usuarios de Vaultline NUNCA RECURREN A SMS,   correo electrónico ni a la red telefónica.</p>',
        'es',
      ),
    ).toEqual([])
  })

  it('fails an allowed sentence whose entry names a fact the facts source does not hold', () => {
    const list: HeldAbsolute[] = [
      { fact: 'serverView.neverReadable', phrases: { en: ['Our servers never read content'] } },
    ]
    const found = problems('<p>Our servers never read content.</p>', 'en', list)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ kind: 'unknown fact' })
    expect(found[0]!.message).toContain('serverView.neverReadable')
  })

  it('leaves alone absolutes that are not about security, and idioms that are not absolutes', () => {
    expect(problems('<p>We always reply within two working days.</p>')).toEqual([])
    expect(absoluteCue('Die Ratsche bringt immer wieder frische Schlüssel ein.', 'de')).toBeUndefined()
    expect(absoluteCue('Das Protokoll ist immer noch sicher.', 'de')).toBeUndefined()
    expect(absoluteCue('El cifrado se aplica siempre que la aplicación lo exija.', 'es')).toBeUndefined()
    expect(absoluteCue('Das Protokoll ist immer sicher.', 'de')).toBe('immer')
  })
})

describe('the list of held absolutes', () => {
  it('names, for every entry with a fact, a fact that src/content/facts.ts holds', () => {
    const unheld = heldAbsolutes.flatMap((entry) =>
      'fact' in entry && factAt(entry.fact) === undefined ? [entry.fact] : [],
    )
    expect(unheld).toEqual([])
  })

  it('gives every entry at least one phrase and a reason', () => {
    for (const entry of heldAbsolutes) {
      expect(Object.values(entry.phrases).flat().length).toBeGreaterThan(0)
      const reason = 'fact' in entry ? entry.fact : entry.notAClaim
      expect(reason.length).toBeGreaterThan(0)
    }
  })
})
