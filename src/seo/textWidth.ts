/**
 * How wide a line of text is in Arial, the face search engines set result titles and snippets in:
 * the advance widths of Arial (metric-compatible with Liberation Sans and Helvetica) in 1/1000 em,
 * for ASCII, Latin-1 and the punctuation the five languages use. Kerning is ignored; a character
 * outside the table counts as a conservative average, wider than most letters, so unknown text
 * is never measured short. Shared by the build's head-tag check and anyone trimming copy.
 */

/** Advance widths for U+0020 to U+007E, in order. */
const ascii = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 : ; < = > ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [ \ ] ^ _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p-z { | } ~
]

/** Advance widths for U+00A0 to U+00FF, in order. */
const latin1 = [
  278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 552, // nbsp ¡ ¢ £ ¤ ¥ ¦ § ¨ © ª « ¬ shy ® ¯
  400, 549, 333, 333, 333, 576, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, // ° ± ² ³ ´ µ ¶ · ¸ ¹ º » ¼ ½ ¾ ¿
  667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // À-Å Æ Ç È-Ë Ì-Ï
  722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, // Ð Ñ Ò-Ö × Ø Ù-Ü Ý Þ ß
  556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, // à-å æ ç è-ë ì-ï
  556, 556, 556, 556, 556, 556, 556, 549, 611, 556, 556, 556, 556, 500, 556, 500, // ð ñ ò-ö ÷ ø ù-ü ý þ ÿ
]

/** The rest of what the site's languages write: typographic punctuation, spaces, €, ligature letters. */
const other: Record<string, number> = {
  '\u202F': 278, // narrow no-break space (French thousands and punctuation); Arial has none, so the fallback's space
  '\u2009': 278, '\u2002': 556, '\u2003': 1000, '\u2011': 333, // thin, en and em space; non-breaking hyphen
  '–': 556, '—': 1000, '‘': 222, '’': 222, '‚': 222, '“': 333, '”': 333, '„': 333,
  '‹': 333, '›': 333, '…': 1000, '•': 350, '€': 556, '™': 1000, '†': 556, '‡': 556, '‰': 1000,
  'Œ': 1000, 'œ': 944, 'Š': 667, 'š': 500, 'Ž': 611, 'ž': 500, 'Ÿ': 667, 'ƒ': 556, '−': 584, '→': 1000, '·': 278,
}

/** What a character outside the table counts as: a capital's width, so unknown text errs long. */
export const unknownCharacterWidth = 667

/** Arial's advance width of one character, in 1/1000 em. */
export function arialAdvance(character: string): number {
  const code = character.codePointAt(0) ?? 0
  if (code >= 0x20 && code <= 0x7e) return ascii[code - 0x20] ?? unknownCharacterWidth
  if (code >= 0xa0 && code <= 0xff) return latin1[code - 0xa0] ?? unknownCharacterWidth
  return other[character] ?? unknownCharacterWidth
}

/** The width in pixels of `text` set in Arial at `fontPx`, whitespace runs collapsed as a browser does. */
export function arialWidth(text: string, fontPx: number): number {
  let units = 0
  for (const character of text.replace(/[\t\n\r ]+/g, ' ').trim()) units += arialAdvance(character)
  return Math.round((units * fontPx) / 1000)
}
