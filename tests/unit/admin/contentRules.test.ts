/**
 * The editor's check before a save (src/admin/contentRules.ts): every written language of the
 * entry against the content rules, refused in the editor's language with the language, the field,
 * the problem and the fix. Decap enforces `required` only in the default language's pane.
 */
import { describe, expect, it } from 'vitest'
import { entryFindings, refusal, RefusedSave, type EntryData } from '../../../src/admin/contentRules'

const english = {
  title: 'A procurement checklist for quantum-safe messaging',
  description: 'Twelve questions to put to any vendor of encrypted messaging before a government contract is signed.',
  date: '2026-11-20',
  author: 'Amara Lewis',
  authorRole: 'Head of Public Sector',
  tags: ['standards'],
  cover: 'standards',
  body: 'Ask every vendor which key exchange protects the messages recorded today, and who holds the keys.',
}
/** What Decap copies into a translation from English: the language-neutral fields. */
const copied = { date: english.date, author: english.author, tags: english.tags, cover: english.cover }
const post = (i18n: EntryData['i18n'], data: Record<string, unknown> = english): EntryData => ({
  collection: 'blog',
  slug: 'a-procurement-checklist',
  data,
  i18n,
})

describe('the editor’s check before a save', () => {
  it('ED-1: refuses a French translation missing a required field, in the language of the editor', () => {
    const french = {
      ...copied,
      title: 'Liste de contrôle pour une messagerie post-quantique',
      description:
        'Douze questions à poser à tout fournisseur de messagerie chiffrée avant de signer un marché public.',
      body: 'Demandez à chaque fournisseur quel échange de clés protège les messages enregistrés aujourd’hui.',
    }
    const { authorRole: _authorRole, ...withoutRole } = { ...french, authorRole: '' }
    const found = entryFindings(post({ fr: withoutRole }))
    expect(found.map(({ language, findings }) => [language, findings.map((f) => [f.field, f.rule])])).toEqual([
      ['en', []],
      ['fr', [['authorRole', 'missing']]],
    ])
    // French typography: a no-break space before the colon.
    expect(refusal(found, 'fr')).toBe(
      'un problème est à corriger d’abord. (1) FR · Fonction de l’auteur\u00a0: est vide. Indiquez la fonction de l’auteur dans cette langue, par exemple Directrice de la cryptographie.',
    )
    expect(refusal(entryFindings(post({ fr: { ...french, authorRole: 'Directrice du secteur public' } })), 'fr')).toBe(
      null,
    )
  })

  it('ED-1: skips a language nobody has written, which holds only the fields copied from English', () => {
    expect(entryFindings(post({ de: copied, es: undefined })).map(({ language }) => language)).toEqual(['en'])
  })

  it('ED-1: refuses a missing date in English, whichever language the editor is in', () => {
    const { date: _date, ...undated } = english
    const message = refusal(entryFindings(post({}, undated)), 'de')
    expect(message).toBe(
      'Zuerst ist ein Problem zu beheben. (1) EN · Datum: ist leer. Tragen Sie das Veröffentlichungsdatum als JJJJ-MM-TT, etwa 2026-05-19 ein.',
    )
  })

  it('ED-2: lets a title a search result would cut be saved: it is a warning', () => {
    const found = entryFindings(
      post({}, { ...english, title: 'A procurement checklist for quantum-safe messaging in government and defence' }),
    )
    expect(found[0]!.findings.map((finding) => [finding.rule, finding.severity])).toEqual([['too wide', 'warning']])
    expect(refusal(found, 'en')).toBeNull()
  })

  it('ED-8: refuses page copy with an absolute no fact holds, naming the key', () => {
    const found = entryFindings({
      collection: 'pages-en',
      slug: 'home',
      data: { hero: { title: 'Private conversations that can never be overheard' } },
      i18n: {},
    })
    expect(refusal(found, 'en')).toMatch(
      /^one problem to fix first\. \(1\) EN · hero\.title: “Private conversations that can never be overheard” promises something absolute about security \(“never”\)/,
    )
  })

  it('is shown by Decap as the message alone (Decap writes String(error) after its own “Not saved:”)', () => {
    expect(String(new RefusedSave('2 problems to fix first.'))).toBe('2 problems to fix first.')
  })
})
