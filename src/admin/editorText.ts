/**
 * The content editor's own words, in the five languages it is used in: hints for a post's fields,
 * the note that the local editor saves on this computer only, and the phrases of Decap's
 * interface this project words differently (registered over Decap's own with
 * CMS.registerLocale, src/admin/editorPhrases.ts). Field labels and the rules' messages are in
 * src/contentRules/messages.ts, so a message names a field as the form labels it.
 */
import { inLanguage, type Language, type LanguageTable } from '../config/languages'
import { placeholderNames } from '../contentRules/placeholders'

/** Decap's phrases by their path in its locale files ("editor.editorToolbar.publishNow"). */
export type Phrases = Record<string, string>

export interface EditorText {
  /** The collections' names: the posts (plural, singular) and one language's page copy. */
  collections: {
    posts: string
    post: string
    glossary: string
    glossaryEntry: string
    pageCopy: (languageName: string) => string
  }
  /** Hints under a post's fields. */
  hints: Record<'title' | 'description' | 'updated' | 'coverImage' | 'coverAlt' | 'sourceVersion' | 'body', string>
  /** A glossary entry's fields: the label of its linked page, and the hints (its title is a heading, not a page title). */
  glossary: { pageLabel: string; hints: Record<'title' | 'description' | 'page' | 'body', string> }
  /** Above the list of page copy: what text in {{…}} is. */
  pageCopyNote: string
  /** Under a translation's page-copy field: its English (review ED-9). */
  inEnglish: (text: string) => string
  /** Above every collection of the local editor: where a save goes. */
  localNote: string
  /** Decap's phrases, worded for this site whatever the back end. */
  phrases: Phrases
  /** Decap's phrases for the local editor, which saves files on this computer and publishes nothing. */
  localPhrases: Phrases
}

const factNames = (language: Language) =>
  placeholderNames(language)
    .map((name) => `{{${name}}}`)
    .join(', ')

const en = (language: Language): EditorText => ({
  collections: {
    posts: 'Blog posts',
    post: 'Blog post',
    glossary: 'Glossary',
    glossaryEntry: 'Glossary entry',
    pageCopy: (name) => `Page copy · ${name}`,
  },
  hints: {
    title:
      'A search result shows about 580 px of a title: roughly 55 characters in English, fewer in German or French. The checks beside the form measure it as you type.',
    description: 'One or two sentences on what the reader learns; a search result shows about 920 px of it.',
    updated:
      'Optional: the date of the last revision of substance (YYYY-MM-DD), on or after the publication date. Entered once, in English.',
    coverImage:
      'Optional: a photo or picture (JPEG, PNG, WebP or AVIF, at least 1200×630) shown instead of the cover art, and used for the social card. Needs cover alt text in every language.',
    coverAlt: 'With a cover image: what it shows, in this language, for readers who cannot see it.',
    sourceVersion: 'Which version of the English this translation was made from. Set when you save a translation.',
    body: `Images: upload them here; every image needs alt text. Technical facts are written as placeholders, never typed: {{facts.cipher}} shows the cipher the facts name. Names: ${factNames(language)}.`,
  },
  glossary: {
    pageLabel: 'Linked page',
    hints: {
      title:
        'The term as readers look it up, with its usual abbreviation: 2 to 60 characters. It is the entry’s heading.',
      description: 'One sentence that defines the term, 50 to 200 characters; it comes first under the heading.',
      page: 'Optional: the page of the site that goes further, linked under the entry. Chosen once, in English.',
      body: `One to three short paragraphs, with no headings or images. Technical facts are written as placeholders, never typed: {{facts.cipher}} shows the cipher the facts name. Names: ${factNames(language)}.`,
    },
  },
  inEnglish: (text) => `English: “${text}”`,
  pageCopyNote:
    'Text in double braces, such as {{facts.commercial.kem}} or {{company.name}}, is filled in by the site from its technical facts and company details: keep it as it is.',
  localNote:
    'This editor saves to this computer only (the working copy of the site). The public site changes when a developer commits and publishes the change; the site preview shows it at once.',
  phrases: {
    'editor.editorToolbar.changesSaved': 'No unsaved changes',
    'editor.editorControlPane.i18n.writingInLocale': 'Writing in %{locale}',
    'ui.toast.onFailToPersist': 'Not saved: %{details}',
  },
  localPhrases: {
    'editor.editorToolbar.publish': 'Save',
    'editor.editorToolbar.publishing': 'Saving…',
    'editor.editorToolbar.published': 'Saved on this computer',
    'editor.editorToolbar.publishNow': 'Save to this computer',
    'editor.editorToolbar.publishAndCreateNew': 'Save and write another',
    'editor.editorToolbar.publishAndDuplicate': 'Save and duplicate',
    'editor.editorToolbar.deployButtonLabel': 'Open in the site preview',
    'ui.toast.entrySaved':
      'Saved to this computer. The public site changes once the change is committed and published.',
  },
})

const es = (language: Language): EditorText => ({
  collections: {
    posts: 'Entradas del blog',
    post: 'Entrada del blog',
    glossary: 'Glosario',
    glossaryEntry: 'Entrada del glosario',
    pageCopy: (name) => `Textos de las páginas · ${name}`,
  },
  hints: {
    title:
      'Un resultado de búsqueda muestra unos 580 px del título: unos 55 caracteres en inglés, menos en alemán o francés. Las comprobaciones junto al formulario lo miden mientras escribe.',
    description: 'Una o dos frases sobre lo que aprende el lector; un resultado de búsqueda muestra unos 920 px.',
    updated:
      'Opcional: la fecha de la última revisión de fondo (AAAA-MM-DD), igual o posterior a la de publicación. Se indica una vez, en inglés.',
    coverImage:
      'Opcional: una foto o imagen (JPEG, PNG, WebP o AVIF, de al menos 1200×630) que sustituye a la ilustración de portada y sirve para las redes sociales. Necesita texto alternativo en cada idioma.',
    coverAlt: 'Con imagen de portada: lo que muestra, en este idioma, para quien no puede verla.',
    sourceVersion: 'Qué versión del original en inglés se tradujo. Se registra al guardar una traducción.',
    body: `Imágenes: súbalas aquí; cada imagen necesita texto alternativo. Los datos técnicos se escriben como marcadores, nunca a mano: {{facts.cipher}} muestra el cifrado que indican los datos. Nombres: ${factNames(language)}.`,
  },
  glossary: {
    pageLabel: 'Página enlazada',
    hints: {
      title:
        'El término tal como lo buscan los lectores, con su abreviatura habitual: de 2 a 60 caracteres. Es el título de la entrada.',
      description: 'Una frase que define el término, de 50 a 200 caracteres; aparece primero, bajo el título.',
      page: 'Opcional: la página del sitio que amplía la información, enlazada bajo la entrada. Se elige una vez, en inglés.',
      body: `De uno a tres párrafos breves, sin títulos ni imágenes. Los datos técnicos se escriben como marcadores, nunca a mano: {{facts.cipher}} muestra el cifrado que indican los datos. Nombres: ${factNames(language)}.`,
    },
  },
  inEnglish: (text) => `En inglés: «${text}»`,
  pageCopyNote:
    'El texto entre llaves dobles, como {{facts.commercial.kem}} o {{company.name}}, lo rellena el sitio con sus datos técnicos y de empresa: déjelo tal cual.',
  localNote:
    'Este editor guarda solo en este ordenador (la copia de trabajo del sitio). El sitio público cambia cuando un desarrollador confirma y publica el cambio; la vista previa del sitio lo muestra al momento.',
  phrases: {
    'editor.editorControlPane.i18n.copyFromLocale': 'Rellenar desde otro idioma',
    'editor.editorControlPane.i18n.copyFromLocaleConfirm':
      '¿Rellenar con el texto en %{locale}?\nSe sustituirá todo lo que haya escrito en este idioma.',
    'editor.editorToolbar.changesSaved': 'Sin cambios por guardar',
    'editor.editorControlPane.i18n.writingInLocale': 'Escribiendo en %{locale}',
    'ui.toast.onFailToPersist': 'No se ha guardado: %{details}',
  },
  localPhrases: {
    'editor.editorToolbar.publish': 'Guardar',
    'editor.editorToolbar.publishing': 'Guardando…',
    'editor.editorToolbar.published': 'Guardado en este ordenador',
    'editor.editorToolbar.publishNow': 'Guardar en este ordenador',
    'editor.editorToolbar.publishAndCreateNew': 'Guardar y escribir otra',
    'editor.editorToolbar.publishAndDuplicate': 'Guardar y duplicar',
    'editor.editorToolbar.deployButtonLabel': 'Abrir en la vista previa del sitio',
    'ui.toast.entrySaved':
      'Guardado en este ordenador. El sitio público cambia cuando el cambio se confirma y se publica.',
  },
})

const pt = (language: Language): EditorText => ({
  collections: {
    posts: 'Artigos do blog',
    post: 'Artigo do blog',
    glossary: 'Glossário',
    glossaryEntry: 'Entrada do glossário',
    pageCopy: (name) => `Textos das páginas · ${name}`,
  },
  hints: {
    title:
      'Um resultado de pesquisa mostra cerca de 580 px do título: uns 55 carateres em inglês, menos em alemão ou francês. As verificações ao lado do formulário medem-no enquanto escreve.',
    description: 'Uma ou duas frases sobre o que o leitor aprende; um resultado de pesquisa mostra cerca de 920 px.',
    updated:
      'Opcional: a data da última revisão de fundo (AAAA-MM-DD), igual ou posterior à data de publicação. Indica-se uma vez, em inglês.',
    coverImage:
      'Opcional: uma fotografia ou imagem (JPEG, PNG, WebP ou AVIF, com pelo menos 1200×630) que substitui a ilustração de capa e serve para as redes sociais. Precisa de texto alternativo em cada língua.',
    coverAlt: 'Com imagem de capa: o que mostra, nesta língua, para quem não a pode ver.',
    sourceVersion: 'Que versão do original em inglês foi traduzida. Fica registada ao guardar uma tradução.',
    body: `Imagens: carregue-as aqui; cada imagem precisa de texto alternativo. Os dados técnicos escrevem-se como marcadores, nunca à mão: {{facts.cipher}} mostra a cifra indicada nos dados. Nomes: ${factNames(language)}.`,
  },
  glossary: {
    pageLabel: 'Página ligada',
    hints: {
      title:
        'O termo tal como os leitores o procuram, com a sua abreviatura habitual: de 2 a 60 carateres. É o título da entrada.',
      description: 'Uma frase que define o termo, de 50 a 200 carateres; aparece primeiro, sob o título.',
      page: 'Opcional: a página do sítio que aprofunda o tema, com ligação sob a entrada. Escolhe-se uma vez, em inglês.',
      body: `De um a três parágrafos curtos, sem títulos nem imagens. Os dados técnicos escrevem-se como marcadores, nunca à mão: {{facts.cipher}} mostra a cifra indicada nos dados. Nomes: ${factNames(language)}.`,
    },
  },
  inEnglish: (text) => `Em inglês: “${text}”`,
  pageCopyNote:
    'O texto entre chavetas duplas, como {{facts.commercial.kem}} ou {{company.name}}, é preenchido pelo site com os seus dados técnicos e da empresa: mantenha-o como está.',
  localNote:
    'Este editor guarda apenas neste computador (a cópia de trabalho do site). O site público muda quando um programador confirma e publica a alteração; a pré-visualização do site mostra-a de imediato.',
  phrases: {
    'editor.editorControlPane.i18n.copyFromLocale': 'Preencher a partir de outra língua',
    'editor.editorControlPane.i18n.copyFromLocaleConfirm':
      'Preencher com o texto em %{locale}?\nTudo o que escreveu nesta língua será substituído.',
    'editor.editorToolbar.changesSaved': 'Sem alterações por guardar',
    'editor.editorControlPane.i18n.writingInLocale': 'A escrever em %{locale}',
    'ui.toast.onFailToPersist': 'Não foi guardado: %{details}',
  },
  localPhrases: {
    'editor.editorToolbar.publish': 'Guardar',
    'editor.editorToolbar.publishing': 'A guardar…',
    'editor.editorToolbar.published': 'Guardado neste computador',
    'editor.editorToolbar.publishNow': 'Guardar neste computador',
    'editor.editorToolbar.publishAndCreateNew': 'Guardar e escrever outro',
    'editor.editorToolbar.publishAndDuplicate': 'Guardar e duplicar',
    'editor.editorToolbar.deployButtonLabel': 'Abrir na pré-visualização do site',
    'ui.toast.entrySaved':
      'Guardado neste computador. O site público muda quando a alteração for confirmada e publicada.',
  },
})

const fr = (language: Language): EditorText => ({
  collections: {
    posts: 'Articles du blog',
    post: 'Article du blog',
    glossary: 'Glossaire',
    glossaryEntry: 'Entrée du glossaire',
    pageCopy: (name) => `Textes des pages · ${name}`,
  },
  hints: {
    title:
      'Un résultat de recherche affiche environ 580 px du titre : à peu près 55 caractères en anglais, moins en allemand ou en français. Les vérifications à côté du formulaire le mesurent pendant la saisie.',
    description:
      'Une ou deux phrases sur ce que le lecteur apprend ; un résultat de recherche en affiche environ 920 px.',
    updated:
      'Facultatif : la date de la dernière révision de fond (AAAA-MM-JJ), égale ou postérieure à la date de publication. Saisie une seule fois, en anglais.',
    coverImage:
      'Facultatif : une photo ou une image (JPEG, PNG, WebP ou AVIF, d’au moins 1200×630) affichée à la place de l’illustration de couverture et utilisée pour les réseaux sociaux. Demande un texte alternatif dans chaque langue.',
    coverAlt: 'Avec une image de couverture : ce qu’elle montre, dans cette langue, pour qui ne peut pas la voir.',
    sourceVersion:
      'La version de l’original anglais dont cette traduction est faite. Elle est enregistrée quand vous enregistrez une traduction.',
    body: `Images : téléversez-les ici ; chaque image demande un texte alternatif. Les données techniques s’écrivent sous forme d’espaces réservés, jamais à la main : {{facts.cipher}} affiche l’algorithme de chiffrement indiqué dans les données. Noms : ${factNames(language)}.`,
  },
  glossary: {
    pageLabel: 'Page liée',
    hints: {
      title:
        'Le terme tel que les lecteurs le cherchent, avec son abréviation usuelle\u00a0: de 2 à 60 caractères. C’est le titre de l’entrée.',
      description:
        'Une phrase qui définit le terme, de 50 à 200 caractères\u202f; elle vient en premier, sous le titre.',
      page: 'Facultatif\u00a0: la page du site qui va plus loin, liée sous l’entrée. Choisie une fois, en anglais.',
      body: `D’un à trois courts paragraphes, sans titres ni images. Les données techniques s’écrivent sous forme d’espaces réservés, jamais à la main\u00a0: {{facts.cipher}} affiche l’algorithme de chiffrement indiqué dans les données. Noms\u00a0: ${factNames(language)}.`,
    },
  },
  inEnglish: (text) => `En anglais : « ${text} »`,
  pageCopyNote:
    'Le texte entre doubles accolades, comme {{facts.commercial.kem}} ou {{company.name}}, est rempli par le site à partir de ses données techniques et de celles de l’entreprise : laissez-le tel quel.',
  localNote:
    'Cet éditeur enregistre uniquement sur cet ordinateur (la copie de travail du site). Le site public change quand un développeur valide et publie la modification ; l’aperçu du site l’affiche aussitôt.',
  phrases: {
    'editor.editorControlPane.i18n.copyFromLocale': 'Reprendre d’une autre langue',
    'editor.editorControlPane.i18n.copyFromLocaleConfirm':
      'Reprendre le texte en %{locale}\u202f?\nTout ce qui est écrit dans cette langue sera remplacé.',
    'editor.editorToolbar.changesSaved': 'Aucune modification à enregistrer',
    'editor.editorControlPane.i18n.writingInLocale': 'Rédaction en %{locale}',
    'ui.toast.onFailToPersist': 'Non enregistré : %{details}',
  },
  localPhrases: {
    'editor.editorToolbar.publish': 'Enregistrer',
    'editor.editorToolbar.publishing': 'Enregistrement…',
    'editor.editorToolbar.published': 'Enregistré sur cet ordinateur',
    'editor.editorToolbar.publishNow': 'Enregistrer sur cet ordinateur',
    'editor.editorToolbar.publishAndCreateNew': 'Enregistrer et en écrire un autre',
    'editor.editorToolbar.publishAndDuplicate': 'Enregistrer et dupliquer',
    'editor.editorToolbar.deployButtonLabel': 'Ouvrir dans l’aperçu du site',
    'ui.toast.entrySaved':
      'Enregistré sur cet ordinateur. Le site public change une fois la modification validée et publiée.',
  },
})

const de = (language: Language): EditorText => ({
  collections: {
    posts: 'Blogbeiträge',
    post: 'Blogbeitrag',
    glossary: 'Glossar',
    glossaryEntry: 'Glossareintrag',
    pageCopy: (name) => `Seitentexte · ${name}`,
  },
  hints: {
    title:
      'Ein Suchergebnis zeigt etwa 580 px eines Titels: rund 55 Zeichen auf Englisch, weniger auf Deutsch oder Französisch. Die Prüfungen neben dem Formular messen ihn beim Tippen.',
    description: 'Ein oder zwei Sätze dazu, was man erfährt; ein Suchergebnis zeigt davon etwa 920 px.',
    updated:
      'Optional: das Datum der letzten inhaltlichen Überarbeitung (JJJJ-MM-TT), am oder nach dem Veröffentlichungsdatum. Wird einmal eingetragen, auf Englisch.',
    coverImage:
      'Optional: ein Foto oder Bild (JPEG, PNG, WebP oder AVIF, mindestens 1200×630), das statt der Titelillustration erscheint und für Social-Media-Vorschauen dient. Braucht in jeder Sprache einen Alternativtext.',
    coverAlt: 'Bei einem Titelbild: was es zeigt, in dieser Sprache, für Menschen, die es nicht sehen.',
    sourceVersion:
      'Welche Fassung des englischen Originals übersetzt wurde. Wird beim Speichern einer Übersetzung festgehalten.',
    body: `Bilder: hier hochladen; jedes Bild braucht einen Alternativtext. Technische Angaben werden als Platzhalter geschrieben, nie von Hand: {{facts.cipher}} zeigt das Verschlüsselungsverfahren aus den Angaben. Namen: ${factNames(language)}.`,
  },
  glossary: {
    pageLabel: 'Verlinkte Seite',
    hints: {
      title:
        'Der Begriff, wie man ihn nachschlägt, mit seiner üblichen Abkürzung: 2 bis 60 Zeichen. Er ist die Überschrift des Eintrags.',
      description: 'Ein Satz, der den Begriff definiert, 50 bis 200 Zeichen; er steht direkt unter der Überschrift.',
      page: 'Optional: die Seite der Website, die weiterführt, verlinkt unter dem Eintrag. Nur einmal festzulegen, in der englischen Fassung.',
      body: `Ein bis drei kurze Absätze, ohne Überschriften und Bilder. Technische Angaben werden als Platzhalter geschrieben, nie von Hand: {{facts.cipher}} zeigt das Verschlüsselungsverfahren aus den Angaben. Namen: ${factNames(language)}.`,
    },
  },
  inEnglish: (text) => `Englisch: „${text}“`,
  pageCopyNote:
    'Text in doppelten geschweiften Klammern wie {{facts.commercial.kem}} oder {{company.name}} füllt die Website aus ihren technischen Angaben und Unternehmensdaten: Lassen Sie ihn, wie er ist.',
  localNote:
    'Dieser Editor speichert nur auf diesem Computer (in der Arbeitskopie der Website). Die öffentliche Website ändert sich, wenn jemand aus der Entwicklung die Änderung committet und veröffentlicht; die Vorschau der Website zeigt sie sofort.',
  phrases: {
    'editor.editorToolbar.changesSaved': 'Keine ungespeicherten Änderungen',
    'editor.editorControlPane.i18n.writingInLocale': 'Sprache: %{locale}',
    'ui.toast.onFailToPersist': 'Nicht gespeichert: %{details}',
  },
  localPhrases: {
    'editor.editorToolbar.publish': 'Speichern',
    'editor.editorToolbar.publishing': 'Wird gespeichert …',
    'editor.editorToolbar.published': 'Auf diesem Computer gespeichert',
    'editor.editorToolbar.publishNow': 'Auf diesem Computer speichern',
    'editor.editorToolbar.publishAndCreateNew': 'Speichern und neuen Beitrag schreiben',
    'editor.editorToolbar.publishAndDuplicate': 'Speichern und duplizieren',
    'editor.editorToolbar.deployButtonLabel': 'In der Vorschau der Website öffnen',
    'ui.toast.entrySaved':
      'Auf diesem Computer gespeichert. Die öffentliche Website ändert sich, sobald die Änderung committet und veröffentlicht ist.',
  },
})

const texts: LanguageTable<(language: Language) => EditorText> = { en, es, pt, fr, de }

export function editorText(language: Language): EditorText {
  return inLanguage(texts, language)(language)
}
