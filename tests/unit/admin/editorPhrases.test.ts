/**
 * Decap's interface in the language being edited, with this site's own wording laid over it
 * (src/admin/editorPhrases.ts, src/admin/editorText.ts).
 */
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { registerEditorPhrases, withPhrases } from '../../../src/admin/editorPhrases'
import { editorText } from '../../../src/admin/editorText'

/** A part of Decap's own English and German phrases (decap-cms-locales), as decap-cms-app registers them on import. */
const decapPhrases = {
  en: {
    editor: { editorToolbar: { publish: 'Publish', publishNow: 'Publish now', deleteEntry: 'Delete entry' } },
    ui: { toast: { entrySaved: 'Entry saved' } },
  },
  de: { editor: { editorToolbar: { publishNow: 'Jetzt veröffentlichen', changesSaved: 'Änderungen gespeichert' } } },
}

/** Decap's registry of locales. */
function fakeCms() {
  const locales: Record<string, unknown> = structuredClone(decapPhrases)
  return {
    locales,
    getLocale: (name: string) => locales[name],
    registerLocale: (name: string, phrases: unknown) => void (locales[name] = phrases),
  }
}
type Tree = { editor: { editorToolbar: Record<string, string> }; ui: { toast: Record<string, string> } }

describe('the editor’s phrases', () => {
  it('ED-4: the local editor says it saves to this computer, never “Publish” or “View Live”', () => {
    const cms = fakeCms()
    registerEditorPhrases(cms as never, 'en', true)
    const toolbar = (cms.locales.en as Tree).editor.editorToolbar
    expect([toolbar.publish, toolbar.publishNow, toolbar.published, toolbar.deployButtonLabel]).toEqual([
      'Save',
      'Save to this computer',
      'Saved on this computer',
      'Open in the site preview',
    ])
    expect((cms.locales.en as Tree).ui.toast.entrySaved).toMatch(/^Saved to this computer\. The public site changes/)
    // The rest of Decap's English stays.
    expect(toolbar.deleteEntry).toBe('Delete entry')
  })

  it('ED-4: the editor behind GitHub keeps Decap’s “Publish”, where it does publish', () => {
    const cms = fakeCms()
    registerEditorPhrases(cms as never, 'de', false)
    const toolbar = (cms.locales.de as Tree).editor.editorToolbar
    expect(toolbar.publishNow).toBe('Jetzt veröffentlichen')
    expect(toolbar.changesSaved).toBe('Keine ungespeicherten Änderungen')
  })

  it('ED-9: words the local editor in every language it edits, and refusals in Decap’s notice', () => {
    for (const language of languages) {
      const { phrases, localPhrases, hints, localNote, pageCopyNote } = editorText(language)
      expect(Object.keys(localPhrases).sort(), language).toEqual(Object.keys(editorText('en').localPhrases).sort())
      expect(phrases['ui.toast.onFailToPersist'], language).toContain('%{details}')
      expect(phrases['editor.editorControlPane.i18n.writingInLocale'], language).toContain('%{locale}')
      expect(
        Object.values(hints).every((hint) => hint.length > 40),
        language,
      ).toBe(true)
      expect(hints.body, language).toContain('{{facts.cipher}}')
      expect(
        [localNote, pageCopyNote].every((note) => note.length > 60),
        language,
      ).toBe(true)
    }
    expect(editorText('fr').localPhrases['editor.editorToolbar.publishNow']).toBe('Enregistrer sur cet ordinateur')
  })

  it('writes phrases into a copy, leaving Decap’s own locale as it was', () => {
    const own = { a: { b: 'x', c: 'y' } }
    expect(withPhrases(own, { 'a.b': 'z', 'd.e': 'f' })).toEqual({ a: { b: 'z', c: 'y' }, d: { e: 'f' } })
    expect(own).toEqual({ a: { b: 'x', c: 'y' } })
  })
})
