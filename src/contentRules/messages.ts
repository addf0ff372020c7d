/**
 * What a rule's finding says to the person who wrote the text, in their language: which field,
 * what is wrong, what to change, with an example. The editor shows it in its own language, the dev
 * server in the page's, the build in English. These are words of the writing tools, not of the
 * site, so they live here beside the rules and not in locales/ (whose files are the pages' copy,
 * each checked against its page's schema).
 */
import { inLanguage, type Language, type LanguageTable } from '../config/languages'
import type { InvalidReason, RuleFinding, Severity } from './findings'

type Finding<R extends RuleFinding['rule']> = Extract<RuleFinding, { rule: R }>

/** A finding in words: the field's label, the problem and the fix. */
export interface FindingWords {
  field: string
  problem: string
  fix: string
}

interface Catalogue {
  /** Labels of a post's fields, as the editor's form shows them. */
  fields: Record<string, string>
  /** What each post field needs, with an example: the end of "Fill in …" or "Use …". */
  needs: Record<string, string>
  /** What each field of a glossary entry needs, where a post's words would describe a headline. */
  glossaryNeeds: Record<'title' | 'description' | 'page', string>
  /** What any other field (a page's copy) needs. */
  needsText: string
  severity: Record<Severity, string>
  missing: (needs: string) => [string, string]
  invalid: (reason: InvalidReason, needs: string) => [string, string]
  emptyBody: [string, string]
  imageAlt: (image: string) => [string, string]
  unknownPlaceholder: (placeholder: string, suggestion: string | undefined) => [string, string]
  unknownName: (name: string, sentence: string) => [string, string]
  wrongRole: (finding: Finding<'wrong role'>) => [string, string]
  unheldAbsolute: (cue: string, sentence: string) => [string, string]
  brokenLink: (target: string) => [string, string]
  tooWide: (what: 'title' | 'description', px: number, limit: number, characters: number) => [string, string]
  tooThin: (px: number, limit: number) => [string, string]
  missingKey: (key: string) => [string, string]
  /** The editor's refusal, after Decap's "Not saved:" (src/admin/editorText.ts), then each problem. */
  refused: (count: number) => string
  /** The heading of the checks shown beside the form, and what it says when there is nothing. */
  checksHeading: string
  /** The dev server's notice at the top of a page: what the content rules find in the page's files. */
  devHeading: string
  nothingToFix: string
  /** The width of the title and description a search result would show. */
  widths: (title: [number, number], description: [number, number]) => string
}

const excerpt = (sentence: string) => (sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence)
const list = (items: readonly string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`

const en: Catalogue = {
  fields: {
    title: 'Title',
    description: 'Description',
    date: 'Date',
    updated: 'Updated',
    author: 'Author',
    authorRole: 'Author role',
    tags: 'Tags',
    cover: 'Cover',
    coverImage: 'Cover image',
    coverAlt: 'Cover alt',
    draft: 'Draft',
    sourceVersion: 'Source version',
    body: 'Body',
  },
  needs: {
    title: 'a headline of 10 to 90 characters, such as “Harvest now, decrypt later: a present risk”',
    description:
      'one or two sentences (50 to 200 characters) on what the reader learns, such as “What recorded traffic means for long-lived secrets, and what to do now”',
    date: 'the publication date as YYYY-MM-DD, such as 2026-05-19',
    updated: 'the date of the last revision of substance as YYYY-MM-DD, on or after the publication date',
    author: 'the author’s name, such as Vaultline for a post by the company’s team',
    authorRole: 'the author’s role in this language, such as Head of Cryptography',
    tags: '1 to 6 topics from the list, such as post-quantum',
    cover: 'one of the cover illustrations (quantum, standards, signal, voice, incident or deployment)',
    coverImage: 'an image uploaded into the post: JPEG, PNG, WebP or AVIF, at least 1200×630',
    coverAlt: 'a sentence saying what the cover image shows, such as “A padlock over a map of mobile networks”',
    draft: 'on or off',
    sourceVersion:
      'the version the editor records when you mark the translation as made from the current English; leave it as the editor set it',
    body: 'the text of the post',
  },
  glossaryNeeds: {
    title:
      'the term as readers look it up, with its usual abbreviation (2 to 60 characters), such as “ML-KEM (FIPS 203)”',
    description:
      'one sentence (50 to 200 characters) that defines the term, such as “The post-quantum key-encapsulation mechanism NIST standardised in FIPS 203”',
    page: 'the page of the site that goes further, from the list',
  },
  needsText: 'the text this part of the page shows',
  severity: { error: 'Fix before saving', warning: 'Worth a look (it saves and publishes anyway)' },
  missing: (needs) => ['is empty.', `Fill in ${needs}.`],
  invalid: (reason, needs) => {
    switch (reason.reason) {
      case 'too short':
        return [`has ${reason.length} characters; it needs at least ${reason.min}.`, `Write ${needs}.`]
      case 'too long':
        return [`has ${reason.length} characters; at most ${reason.max} fit.`, `Write ${needs}.`]
      case 'too few':
        return [`needs at least ${reason.min}.`, `Choose ${needs}.`]
      case 'too many':
        return [`takes at most ${reason.max}.`, `Choose ${needs}.`]
      case 'choice':
        return ['is not one of the choices.', `Choose ${list(reason.options, 'or')}.`]
      case 'before publication':
        return [
          'is before the publication date.',
          'A post is revised after it is published: use the Date or a later one.',
        ]
      case 'needs cover alt':
        return [
          'is empty, but the post has a cover image.',
          'Say what the image shows for readers who cannot see it, such as “A padlock over a map of mobile networks”.',
        ]
      case 'unknown field':
        return [
          'is not a field of a post.',
          `Remove it, or correct its name: the fields are ${list(reason.fields, 'and')}.`,
        ]
      default:
        return ['is not in the form it needs.', `Use ${needs}.`]
    }
  },
  emptyBody: [
    'The post has no text.',
    'Write the post in this language, or empty every field of this language to leave it untranslated.',
  ],
  imageAlt: (image) => [
    `The image “${image}” has no description (alt text).`,
    'Describe what it shows for readers who cannot see it, such as “Timeline of recorded traffic from 2020 to 2035”.',
  ],
  unknownPlaceholder: (placeholder, suggestion) => [
    `${placeholder} names no technical fact, so the page would show it as typed.`,
    suggestion
      ? `Did you mean ${suggestion}?`
      : 'Use one of the names listed in the Body field’s hint, such as {{facts.cipher}}.',
  ],
  unknownName: (name, sentence) => [
    `“${name}” is not a name the site’s technical facts hold (in “${excerpt(sentence)}”).`,
    'Write the fact as a placeholder, such as {{facts.cipher}} for AES-256-GCM; a new fact is added by a developer first.',
  ],
  wrongRole: ({ name, role, allowed, placeholder }) => [
    `${name} is named for ${role}, but the facts give ${role} to ${list(allowed, 'and')}.`,
    `Write ${placeholder} instead of the name.`,
  ],
  unheldAbsolute: (cue, sentence) => [
    `“${excerpt(sentence)}” promises something absolute about security (“${cue}”) that no fact holds.`,
    'Say what is true and where it stops, such as “Our servers relay messages without the keys to read them.” A developer can allow a sentence the facts hold word for word.',
  ],
  brokenLink: (target) => [
    `The link to ${target} leads to no page of the site.`,
    'Copy the address of the page you mean from the site, such as /threats/ or /post/harvest-now-decrypt-later/.',
  ],
  tooWide: (what, px, limit, characters) => [
    `A search result shows about ${limit} px of a ${what}; this one is ${px} px, so its end will be cut.`,
    `Shorten it by about ${characters} characters, with the words people search for first. It saves and publishes either way.`,
  ],
  tooThin: (px, limit) => [
    `At ${px} px it says too little for a search result (${limit} px or more).`,
    'Say in one or two sentences what the reader finds.',
  ],
  missingKey: (key) => [
    `The page shows the key “${key}” instead of text.`,
    'Add the text under that key to the locale file of this language.',
  ],
  refused: (count) => `${count === 1 ? 'one problem' : `${count} problems`} to fix first.`,
  checksHeading: 'Checks before saving',
  devHeading: 'Content checks (development server only)',
  nothingToFix: 'Nothing to fix.',
  widths: ([title, titleLimit], [description, descriptionLimit]) =>
    `In a search result: title ${title} of ${titleLimit} px, description ${description} of ${descriptionLimit} px.`,
}

const es: Catalogue = {
  fields: {
    title: 'Título',
    description: 'Descripción',
    date: 'Fecha',
    updated: 'Actualizado',
    author: 'Autor',
    authorRole: 'Cargo del autor',
    tags: 'Etiquetas',
    cover: 'Portada',
    coverImage: 'Imagen de portada',
    coverAlt: 'Texto alternativo de la portada',
    draft: 'Borrador',
    sourceVersion: 'Versión del original',
    body: 'Texto',
  },
  needs: {
    title: 'un titular de 10 a 90 caracteres, por ejemplo «Capturar ahora, descifrar después: un riesgo presente»',
    description:
      'una o dos frases (de 50 a 200 caracteres) sobre lo que aprende el lector, por ejemplo «Qué supone el tráfico grabado para los secretos duraderos y qué hacer ya»',
    date: 'la fecha de publicación en formato AAAA-MM-DD, por ejemplo 2026-05-19',
    updated: 'la fecha de la última revisión de fondo en formato AAAA-MM-DD, igual o posterior a la de publicación',
    author: 'el nombre del autor, por ejemplo Vaultline para un artículo del equipo de la empresa',
    authorRole: 'el cargo del autor en este idioma, por ejemplo Directora de Criptografía',
    tags: 'de 1 a 6 temas de la lista, por ejemplo post-quantum',
    cover: 'una de las ilustraciones de portada (quantum, standards, signal, voice, incident o deployment)',
    coverImage: 'una imagen subida a la entrada: JPEG, PNG, WebP o AVIF, de al menos 1200×630',
    coverAlt: 'una frase que diga qué muestra la imagen, por ejemplo «Un candado sobre un mapa de redes móviles»',
    draft: 'activado o desactivado',
    sourceVersion:
      'la versión que el editor registra al marcar la traducción como hecha a partir del inglés actual; déjela como la dejó el editor',
    body: 'el texto de la entrada',
  },
  glossaryNeeds: {
    title:
      'el término tal como lo buscan los lectores, con su abreviatura habitual (de 2 a 60 caracteres), por ejemplo «ML-KEM (FIPS 203)»',
    description:
      'una frase (de 50 a 200 caracteres) que defina el término, por ejemplo «El mecanismo de encapsulación de claves poscuántico que el NIST normalizó en FIPS 203»',
    page: 'la página del sitio que amplía la información, de la lista',
  },
  needsText: 'el texto que muestra esta parte de la página',
  severity: { error: 'Corríjalo antes de guardar', warning: 'Conviene revisarlo (se guarda y se publica igualmente)' },
  missing: (needs) => ['está vacío.', `Escriba ${needs}.`],
  invalid: (reason, needs) => {
    switch (reason.reason) {
      case 'too short':
        return [`tiene ${reason.length} caracteres; necesita al menos ${reason.min}.`, `Escriba ${needs}.`]
      case 'too long':
        return [`tiene ${reason.length} caracteres; caben como máximo ${reason.max}.`, `Escriba ${needs}.`]
      case 'too few':
        return [`necesita al menos ${reason.min}.`, `Elija ${needs}.`]
      case 'too many':
        return [`admite como máximo ${reason.max}.`, `Elija ${needs}.`]
      case 'choice':
        return ['no es ninguna de las opciones.', `Elija ${list(reason.options, 'o')}.`]
      case 'before publication':
        return [
          'es anterior a la fecha de publicación.',
          'Una entrada se revisa después de publicarse: use la fecha de publicación o una posterior.',
        ]
      case 'needs cover alt':
        return [
          'está vacío, pero la entrada tiene imagen de portada.',
          'Diga qué muestra la imagen para quien no puede verla, por ejemplo «Un candado sobre un mapa de redes móviles».',
        ]
      case 'unknown field':
        return [
          'no es un campo de las entradas.',
          `Elimínelo o corrija su nombre: los campos son ${list(reason.fields, 'y')}.`,
        ]
      default:
        return ['no tiene la forma necesaria.', `Use ${needs}.`]
    }
  },
  emptyBody: [
    'La entrada no tiene texto.',
    'Escriba la entrada en este idioma, o vacíe todos los campos de este idioma para dejarla sin traducir.',
  ],
  imageAlt: (image) => [
    `La imagen «${image}» no tiene descripción (texto alternativo).`,
    'Describa lo que muestra para quien no puede verla, por ejemplo «Cronología del tráfico grabado de 2020 a 2035».',
  ],
  unknownPlaceholder: (placeholder, suggestion) => [
    `${placeholder} no corresponde a ningún dato técnico, así que la página lo mostraría tal cual.`,
    suggestion
      ? `¿Quería decir ${suggestion}?`
      : 'Use uno de los nombres que indica la ayuda del campo Texto, por ejemplo {{facts.cipher}}.',
  ],
  unknownName: (name, sentence) => [
    `«${name}» no es un nombre que figure en los datos técnicos del sitio (en «${excerpt(sentence)}»).`,
    'Escriba el dato como marcador, por ejemplo {{facts.cipher}} para AES-256-GCM; un dato nuevo lo añade antes un desarrollador.',
  ],
  wrongRole: ({ name, role, allowed, placeholder }) => [
    `Se cita ${name} para ${role}, pero los datos técnicos asignan ${role} a ${list(allowed, 'y')}.`,
    `Escriba ${placeholder} en lugar del nombre.`,
  ],
  unheldAbsolute: (cue, sentence) => [
    `«${excerpt(sentence)}» promete algo absoluto sobre seguridad («${cue}») que ningún dato respalda.`,
    'Diga lo que es cierto y hasta dónde llega, por ejemplo «Nuestros servidores transmiten los mensajes sin las claves para leerlos.» Un desarrollador puede admitir una frase que los datos respalden palabra por palabra.',
  ],
  brokenLink: (target) => [
    `El enlace a ${target} no lleva a ninguna página del sitio.`,
    'Copie del sitio la dirección de la página que busca, por ejemplo /es/threats/ o /es/post/harvest-now-decrypt-later/.',
  ],
  tooWide: (what, px, limit, characters) => [
    `Un resultado de búsqueda muestra unos ${limit} px ${what === 'title' ? 'del título' : 'de la descripción'}; ${what === 'title' ? 'este mide' : 'esta mide'} ${px} px, así que se cortará el final.`,
    `Acórtelo unos ${characters} caracteres y ponga primero las palabras que la gente busca. Se guarda y se publica igualmente.`,
  ],
  tooThin: (px, limit) => [
    `Con ${px} px dice demasiado poco para un resultado de búsqueda (${limit} px o más).`,
    'Diga en una o dos frases lo que encontrará el lector.',
  ],
  missingKey: (key) => [
    `La página muestra la clave «${key}» en lugar del texto.`,
    'Añada el texto con esa clave al archivo de textos de este idioma.',
  ],
  refused: (count) => `${count === 1 ? 'hay un problema' : `hay ${count} problemas`} que corregir antes.`,
  checksHeading: 'Comprobaciones antes de guardar',
  devHeading: 'Comprobaciones del contenido (solo en el servidor de desarrollo)',
  nothingToFix: 'No hay nada que corregir.',
  widths: ([title, titleLimit], [description, descriptionLimit]) =>
    `En un resultado de búsqueda: título ${title} de ${titleLimit} px, descripción ${description} de ${descriptionLimit} px.`,
}

const pt: Catalogue = {
  fields: {
    title: 'Título',
    description: 'Descrição',
    date: 'Data',
    updated: 'Atualizado',
    author: 'Autor',
    authorRole: 'Cargo do autor',
    tags: 'Etiquetas',
    cover: 'Capa',
    coverImage: 'Imagem de capa',
    coverAlt: 'Texto alternativo da capa',
    draft: 'Rascunho',
    sourceVersion: 'Versão do original',
    body: 'Texto',
  },
  needs: {
    title: 'um título de 10 a 90 carateres, por exemplo «Capturar agora, decifrar depois: um risco presente»',
    description:
      'uma ou duas frases (de 50 a 200 carateres) sobre o que o leitor aprende, por exemplo «O que o tráfego gravado significa para segredos duradouros e o que fazer já»',
    date: 'a data de publicação no formato AAAA-MM-DD, por exemplo 2026-05-19',
    updated: 'a data da última revisão de fundo no formato AAAA-MM-DD, igual ou posterior à data de publicação',
    author: 'o nome do autor, por exemplo Vaultline para um artigo da equipa da empresa',
    authorRole: 'o cargo do autor nesta língua, por exemplo Diretora de Criptografia',
    tags: 'de 1 a 6 temas da lista, por exemplo post-quantum',
    cover: 'uma das ilustrações de capa (quantum, standards, signal, voice, incident ou deployment)',
    coverImage: 'uma imagem carregada no artigo: JPEG, PNG, WebP ou AVIF, com pelo menos 1200×630',
    coverAlt: 'uma frase que diga o que a imagem mostra, por exemplo «Um cadeado sobre um mapa de redes móveis»',
    draft: 'ligado ou desligado',
    sourceVersion:
      'a versão que o editor regista ao marcar a tradução como feita a partir do inglês atual; deixe-a como o editor a deixou',
    body: 'o texto do artigo',
  },
  glossaryNeeds: {
    title:
      'o termo tal como os leitores o procuram, com a sua abreviatura habitual (de 2 a 60 carateres), por exemplo «ML-KEM (FIPS 203)»',
    description:
      'uma frase (de 50 a 200 carateres) que defina o termo, por exemplo «O mecanismo de encapsulamento de chaves pós-quântico que o NIST normalizou na FIPS 203»',
    page: 'a página do sítio que aprofunda o tema, da lista',
  },
  needsText: 'o texto que esta parte da página mostra',
  severity: { error: 'Corrija antes de guardar', warning: 'Vale a pena rever (é guardado e publicado na mesma)' },
  missing: (needs) => ['está vazio.', `Preencha com ${needs}.`],
  invalid: (reason, needs) => {
    switch (reason.reason) {
      case 'too short':
        return [`tem ${reason.length} carateres; precisa de pelo menos ${reason.min}.`, `Escreva ${needs}.`]
      case 'too long':
        return [`tem ${reason.length} carateres; cabem no máximo ${reason.max}.`, `Escreva ${needs}.`]
      case 'too few':
        return [`precisa de pelo menos ${reason.min}.`, `Escolha ${needs}.`]
      case 'too many':
        return [`aceita no máximo ${reason.max}.`, `Escolha ${needs}.`]
      case 'choice':
        return ['não é nenhuma das opções.', `Escolha ${list(reason.options, 'ou')}.`]
      case 'before publication':
        return [
          'é anterior à data de publicação.',
          'Um artigo é revisto depois de publicado: use a data de publicação ou uma posterior.',
        ]
      case 'needs cover alt':
        return [
          'está vazio, mas o artigo tem imagem de capa.',
          'Diga o que a imagem mostra a quem não a pode ver, por exemplo «Um cadeado sobre um mapa de redes móveis».',
        ]
      case 'unknown field':
        return ['não é um campo dos artigos.', `Remova-o ou corrija o nome: os campos são ${list(reason.fields, 'e')}.`]
      default:
        return ['não está no formato necessário.', `Use ${needs}.`]
    }
  },
  emptyBody: [
    'O artigo não tem texto.',
    'Escreva o artigo nesta língua, ou esvazie todos os campos desta língua para o deixar por traduzir.',
  ],
  imageAlt: (image) => [
    `A imagem «${image}» não tem descrição (texto alternativo).`,
    'Descreva o que mostra a quem não a pode ver, por exemplo «Cronologia do tráfego gravado de 2020 a 2035».',
  ],
  unknownPlaceholder: (placeholder, suggestion) => [
    `${placeholder} não corresponde a nenhum dado técnico, por isso a página mostrá-lo-ia tal como está escrito.`,
    suggestion
      ? `Queria dizer ${suggestion}?`
      : 'Use um dos nomes indicados na ajuda do campo Texto, por exemplo {{facts.cipher}}.',
  ],
  unknownName: (name, sentence) => [
    `«${name}» não é um nome que conste dos dados técnicos do site (em «${excerpt(sentence)}»).`,
    'Escreva o dado como marcador, por exemplo {{facts.cipher}} para AES-256-GCM; um dado novo é acrescentado primeiro por um programador.',
  ],
  wrongRole: ({ name, role, allowed, placeholder }) => [
    `${name} é indicado para ${role}, mas os dados técnicos atribuem ${role} a ${list(allowed, 'e')}.`,
    `Escreva ${placeholder} em vez do nome.`,
  ],
  unheldAbsolute: (cue, sentence) => [
    `«${excerpt(sentence)}» promete algo absoluto sobre segurança («${cue}») que nenhum dado sustenta.`,
    'Diga o que é verdade e até onde vai, por exemplo «Os nossos servidores encaminham as mensagens sem as chaves para as ler.» Um programador pode admitir uma frase que os dados sustentem palavra por palavra.',
  ],
  brokenLink: (target) => [
    `A ligação para ${target} não leva a nenhuma página do site.`,
    'Copie do site o endereço da página pretendida, por exemplo /pt/threats/ ou /pt/post/harvest-now-decrypt-later/.',
  ],
  tooWide: (what, px, limit, characters) => [
    `Um resultado de pesquisa mostra cerca de ${limit} px ${what === 'title' ? 'do título' : 'da descrição'}; ${what === 'title' ? 'este tem' : 'esta tem'} ${px} px, por isso o final será cortado.`,
    `Encurte-o cerca de ${characters} carateres, com as palavras que as pessoas procuram primeiro. É guardado e publicado na mesma.`,
  ],
  tooThin: (px, limit) => [
    `Com ${px} px diz demasiado pouco para um resultado de pesquisa (${limit} px ou mais).`,
    'Diga numa ou duas frases o que o leitor encontra.',
  ],
  missingKey: (key) => [
    `A página mostra a chave «${key}» em vez do texto.`,
    'Acrescente o texto com essa chave ao ficheiro de textos desta língua.',
  ],
  refused: (count) => `${count === 1 ? 'há um problema' : `há ${count} problemas`} a corrigir primeiro.`,
  checksHeading: 'Verificações antes de guardar',
  devHeading: 'Verificações do conteúdo (apenas no servidor de desenvolvimento)',
  nothingToFix: 'Nada a corrigir.',
  widths: ([title, titleLimit], [description, descriptionLimit]) =>
    `Num resultado de pesquisa: título ${title} de ${titleLimit} px, descrição ${description} de ${descriptionLimit} px.`,
}

const fr: Catalogue = {
  fields: {
    title: 'Titre',
    description: 'Description',
    date: 'Date',
    updated: 'Mise à jour',
    author: 'Auteur',
    authorRole: 'Fonction de l’auteur',
    tags: 'Étiquettes',
    cover: 'Couverture',
    coverImage: 'Image de couverture',
    coverAlt: 'Texte alternatif de la couverture',
    draft: 'Brouillon',
    sourceVersion: 'Version de l’original',
    body: 'Texte',
  },
  needs: {
    title:
      'un titre de 10 à 90 caractères, par exemple « Collecter maintenant, déchiffrer plus tard : un risque actuel »',
    description:
      'une ou deux phrases (50 à 200 caractères) sur ce que le lecteur apprend, par exemple « Ce que le trafic enregistré change pour les secrets à longue durée de vie, et que faire dès maintenant »',
    date: 'la date de publication au format AAAA-MM-JJ, par exemple 2026-05-19',
    updated:
      'la date de la dernière révision de fond au format AAAA-MM-JJ, égale ou postérieure à la date de publication',
    author: 'le nom de l’auteur, par exemple Vaultline pour un article de l’équipe de l’entreprise',
    authorRole: 'la fonction de l’auteur dans cette langue, par exemple Directrice de la cryptographie',
    tags: '1 à 6 thèmes de la liste, par exemple post-quantum',
    cover: 'une des illustrations de couverture (quantum, standards, signal, voice, incident ou deployment)',
    coverImage: 'une image téléversée dans l’article : JPEG, PNG, WebP ou AVIF, d’au moins 1200×630',
    coverAlt: 'une phrase qui dit ce que montre l’image, par exemple « Un cadenas sur une carte des réseaux mobiles »',
    draft: 'activé ou désactivé',
    sourceVersion:
      'la version que l’éditeur enregistre quand vous marquez la traduction comme faite d’après l’anglais actuel ; laissez-la telle que l’éditeur l’a mise',
    body: 'le texte de l’article',
  },
  glossaryNeeds: {
    title:
      'le terme tel que les lecteurs le cherchent, avec son abréviation usuelle (de 2 à 60 caractères), par exemple «\u00a0ML-KEM (FIPS 203)\u00a0»',
    description:
      'une phrase (de 50 à 200 caractères) qui définit le terme, par exemple «\u00a0Le mécanisme d’encapsulation de clés post-quantique normalisé par le NIST sous la référence FIPS 203\u00a0»',
    page: 'la page du site qui va plus loin, dans la liste',
  },
  needsText: 'le texte que montre cette partie de la page',
  severity: {
    error: 'À corriger avant d’enregistrer',
    warning: 'À revoir (l’article est enregistré et publié malgré tout)',
  },
  missing: (needs) => ['est vide.', `Indiquez ${needs}.`],
  invalid: (reason, needs) => {
    switch (reason.reason) {
      case 'too short':
        return [`compte ${reason.length} caractères ; il en faut au moins ${reason.min}.`, `Écrivez ${needs}.`]
      case 'too long':
        return [`compte ${reason.length} caractères ; ${reason.max} au plus tiennent.`, `Écrivez ${needs}.`]
      case 'too few':
        return [`en demande au moins ${reason.min}.`, `Choisissez ${needs}.`]
      case 'too many':
        return [`en accepte au plus ${reason.max}.`, `Choisissez ${needs}.`]
      case 'choice':
        return ['ne fait pas partie des choix.', `Choisissez ${list(reason.options, 'ou')}.`]
      case 'before publication':
        return [
          'est antérieure à la date de publication.',
          'Un article est révisé après sa publication : indiquez la date de publication ou une date ultérieure.',
        ]
      case 'needs cover alt':
        return [
          'est vide, alors que l’article a une image de couverture.',
          'Dites ce que montre l’image pour qui ne peut pas la voir, par exemple « Un cadenas sur une carte des réseaux mobiles ».',
        ]
      case 'unknown field':
        return [
          'n’est pas un champ des articles.',
          `Supprimez-le ou corrigez son nom : les champs sont ${list(reason.fields, 'et')}.`,
        ]
      default:
        return ['n’a pas la forme attendue.', `Indiquez ${needs}.`]
    }
  },
  emptyBody: [
    'L’article n’a pas de texte.',
    'Rédigez l’article dans cette langue, ou videz tous les champs de cette langue pour le laisser non traduit.',
  ],
  imageAlt: (image) => [
    `L’image « ${image} » n’a pas de description (texte alternatif).`,
    'Décrivez ce qu’elle montre pour qui ne peut pas la voir, par exemple « Chronologie du trafic enregistré de 2020 à 2035 ».',
  ],
  unknownPlaceholder: (placeholder, suggestion) => [
    `${placeholder} ne désigne aucune donnée technique : la page l’afficherait tel quel.`,
    suggestion
      ? `Vouliez-vous écrire ${suggestion} ?`
      : 'Utilisez un des noms indiqués dans l’aide du champ Texte, par exemple {{facts.cipher}}.',
  ],
  unknownName: (name, sentence) => [
    `« ${name} » ne figure pas dans les données techniques du site (dans « ${excerpt(sentence)} »).`,
    'Écrivez la donnée sous forme d’espace réservé, par exemple {{facts.cipher}} pour AES-256-GCM ; une nouvelle donnée est d’abord ajoutée par un développeur.',
  ],
  wrongRole: ({ name, role, allowed, placeholder }) => [
    `${name} est cité pour ${role}, mais les données techniques attribuent ${role} à ${list(allowed, 'et')}.`,
    `Écrivez ${placeholder} au lieu du nom.`,
  ],
  unheldAbsolute: (cue, sentence) => [
    `« ${excerpt(sentence)} » promet quelque chose d’absolu en matière de sécurité (« ${cue} ») qu’aucune donnée ne garantit.`,
    'Dites ce qui est vrai et où cela s’arrête, par exemple « Nos serveurs relaient les messages sans les clés pour les lire. » Un développeur peut autoriser une phrase que les données confirment mot pour mot.',
  ],
  brokenLink: (target) => [
    `Le lien vers ${target} ne mène à aucune page du site.`,
    'Copiez depuis le site l’adresse de la page voulue, par exemple /fr/threats/ ou /fr/post/harvest-now-decrypt-later/.',
  ],
  tooWide: (what, px, limit, characters) => [
    `Un résultat de recherche affiche environ ${limit} px ${what === 'title' ? 'du titre' : 'de la description'} ; ${what === 'title' ? 'celui-ci fait' : 'celle-ci fait'} ${px} px, la fin sera donc coupée.`,
    `Raccourcissez-le d’environ ${characters} caractères, en plaçant d’abord les mots que l’on recherche. L’article est enregistré et publié malgré tout.`,
  ],
  tooThin: (px, limit) => [
    `Avec ${px} px, elle en dit trop peu pour un résultat de recherche (${limit} px ou plus).`,
    'Dites en une ou deux phrases ce que le lecteur trouvera.',
  ],
  missingKey: (key) => [
    `La page affiche la clé « ${key} » au lieu du texte.`,
    'Ajoutez le texte sous cette clé au fichier de textes de cette langue.',
  ],
  refused: (count) => `${count === 1 ? 'un problème est' : `${count} problèmes sont`} à corriger d’abord.`,
  checksHeading: 'Vérifications avant d’enregistrer',
  devHeading: 'Vérifications du contenu (serveur de développement uniquement)',
  nothingToFix: 'Rien à corriger.',
  widths: ([title, titleLimit], [description, descriptionLimit]) =>
    `Dans un résultat de recherche : titre ${title} sur ${titleLimit} px, description ${description} sur ${descriptionLimit} px.`,
}

const de: Catalogue = {
  fields: {
    title: 'Titel',
    description: 'Beschreibung',
    date: 'Datum',
    updated: 'Aktualisiert',
    author: 'Autor',
    authorRole: 'Funktion des Autors',
    tags: 'Schlagwörter',
    cover: 'Titelillustration',
    coverImage: 'Titelbild',
    coverAlt: 'Alternativtext des Titelbilds',
    draft: 'Entwurf',
    sourceVersion: 'Fassung des Originals',
    body: 'Text',
  },
  needs: {
    title: 'eine Überschrift mit 10 bis 90 Zeichen, etwa „Jetzt speichern, später entschlüsseln: ein heutiges Risiko“',
    description:
      'ein oder zwei Sätze (50 bis 200 Zeichen) dazu, was die Leserin oder der Leser erfährt, etwa „Was aufgezeichneter Datenverkehr für langlebige Geheimnisse bedeutet und was jetzt zu tun ist“',
    date: 'das Veröffentlichungsdatum als JJJJ-MM-TT, etwa 2026-05-19',
    updated: 'das Datum der letzten inhaltlichen Überarbeitung als JJJJ-MM-TT, am oder nach dem Veröffentlichungsdatum',
    author: 'den Namen des Autors, etwa Vaultline für einen Beitrag des Firmenteams',
    authorRole: 'die Funktion des Autors in dieser Sprache, etwa Leiterin Kryptografie',
    tags: '1 bis 6 Themen aus der Liste, etwa post-quantum',
    cover: 'eine der Titelillustrationen (quantum, standards, signal, voice, incident oder deployment)',
    coverImage: 'ein in den Beitrag hochgeladenes Bild: JPEG, PNG, WebP oder AVIF, mindestens 1200×630',
    coverAlt:
      'einen Satz dazu, was das Titelbild zeigt, etwa „Ein Vorhängeschloss über einer Karte der Mobilfunknetze“',
    draft: 'an oder aus',
    sourceVersion:
      'die Fassung, die der Editor festhält, wenn Sie die Übersetzung als nach dem aktuellen Englisch angefertigt markieren; lassen Sie sie, wie der Editor sie gesetzt hat',
    body: 'den Text des Beitrags',
  },
  glossaryNeeds: {
    title:
      'den Begriff, wie man ihn nachschlägt, mit seiner üblichen Abkürzung (2 bis 60 Zeichen), etwa „ML-KEM (FIPS 203)“',
    description:
      'einen Satz (50 bis 200 Zeichen), der den Begriff definiert, etwa „Das von NIST in FIPS 203 standardisierte Post-Quanten-Verfahren zur Schlüsselkapselung“',
    page: 'die Seite der Website, die weiterführt, aus der Liste',
  },
  needsText: 'den Text, den dieser Teil der Seite zeigt',
  severity: {
    error: 'Vor dem Speichern korrigieren',
    warning: 'Bitte prüfen (wird trotzdem gespeichert und veröffentlicht)',
  },
  missing: (needs) => ['ist leer.', `Tragen Sie ${needs} ein.`],
  invalid: (reason, needs) => {
    switch (reason.reason) {
      case 'too short':
        return [`hat ${reason.length} Zeichen; nötig sind mindestens ${reason.min}.`, `Schreiben Sie ${needs}.`]
      case 'too long':
        return [`hat ${reason.length} Zeichen; höchstens ${reason.max} passen.`, `Schreiben Sie ${needs}.`]
      case 'too few':
        return [`braucht mindestens ${reason.min}.`, `Wählen Sie ${needs}.`]
      case 'too many':
        return [`nimmt höchstens ${reason.max}.`, `Wählen Sie ${needs}.`]
      case 'choice':
        return ['ist keine der Auswahlmöglichkeiten.', `Wählen Sie ${list(reason.options, 'oder')}.`]
      case 'before publication':
        return [
          'liegt vor dem Veröffentlichungsdatum.',
          'Ein Beitrag wird nach der Veröffentlichung überarbeitet: Nehmen Sie das Veröffentlichungsdatum oder ein späteres.',
        ]
      case 'needs cover alt':
        return [
          'ist leer, obwohl der Beitrag ein Titelbild hat.',
          'Beschreiben Sie für Menschen, die das Bild nicht sehen, was es zeigt, etwa „Ein Vorhängeschloss über einer Karte der Mobilfunknetze“.',
        ]
      case 'unknown field':
        return [
          'ist kein Feld eines Beitrags.',
          `Entfernen Sie es oder korrigieren Sie den Namen: Die Felder sind ${list(reason.fields, 'und')}.`,
        ]
      default:
        return ['hat nicht die nötige Form.', `Verwenden Sie ${needs}.`]
    }
  },
  emptyBody: [
    'Der Beitrag hat keinen Text.',
    'Schreiben Sie den Beitrag in dieser Sprache, oder leeren Sie alle Felder dieser Sprache, um ihn unübersetzt zu lassen.',
  ],
  imageAlt: (image) => [
    `Das Bild „${image}“ hat keine Beschreibung (Alternativtext).`,
    'Beschreiben Sie für Menschen, die es nicht sehen, was es zeigt, etwa „Zeitleiste des aufgezeichneten Datenverkehrs von 2020 bis 2035“.',
  ],
  unknownPlaceholder: (placeholder, suggestion) => [
    `${placeholder} bezeichnet keine technische Angabe; die Seite würde es so zeigen, wie es dasteht.`,
    suggestion
      ? `Meinten Sie ${suggestion}?`
      : 'Verwenden Sie einen der Namen aus dem Hinweis zum Feld Text, etwa {{facts.cipher}}.',
  ],
  unknownName: (name, sentence) => [
    `„${name}“ ist kein Name aus den technischen Angaben der Website (in „${excerpt(sentence)}“).`,
    'Schreiben Sie die Angabe als Platzhalter, etwa {{facts.cipher}} für AES-256-GCM; eine neue Angabe trägt zuerst jemand aus der Entwicklung ein.',
  ],
  wrongRole: ({ name, role, allowed, placeholder }) => [
    `${name} wird für ${role} genannt, die technischen Angaben sehen dafür aber ${list(allowed, 'und')} vor.`,
    `Schreiben Sie ${placeholder} statt des Namens.`,
  ],
  unheldAbsolute: (cue, sentence) => [
    `„${excerpt(sentence)}“ verspricht zur Sicherheit etwas Absolutes („${cue}“), das keine Angabe belegt.`,
    'Sagen Sie, was zutrifft und wo es endet, etwa „Unsere Server leiten Nachrichten weiter, ohne die Schlüssel zu besitzen, um sie zu lesen.“ Einen Satz, den die Angaben Wort für Wort belegen, kann die Entwicklung zulassen.',
  ],
  brokenLink: (target) => [
    `Der Link auf ${target} führt zu keiner Seite der Website.`,
    'Kopieren Sie die Adresse der gemeinten Seite von der Website, etwa /de/threats/ oder /de/post/harvest-now-decrypt-later/.',
  ],
  tooWide: (what, px, limit, characters) => [
    `Ein Suchergebnis zeigt etwa ${limit} px ${what === 'title' ? 'eines Titels' : 'einer Beschreibung'}; ${what === 'title' ? 'dieser ist' : 'diese ist'} ${px} px breit, das Ende wird also abgeschnitten.`,
    `Kürzen Sie um etwa ${characters} Zeichen, mit den gesuchten Wörtern zuerst. Gespeichert und veröffentlicht wird trotzdem.`,
  ],
  tooThin: (px, limit) => [
    `Mit ${px} px sagt sie für ein Suchergebnis zu wenig (${limit} px oder mehr).`,
    'Sagen Sie in ein oder zwei Sätzen, was die Leserin oder der Leser findet.',
  ],
  missingKey: (key) => [
    `Die Seite zeigt den Schlüssel „${key}“ statt des Textes.`,
    'Tragen Sie den Text unter diesem Schlüssel in die Textdatei dieser Sprache ein.',
  ],
  refused: (count) => `Zuerst ${count === 1 ? 'ist ein Problem' : `sind ${count} Probleme`} zu beheben.`,
  checksHeading: 'Prüfungen vor dem Speichern',
  devHeading: 'Inhaltsprüfungen (nur auf dem Entwicklungsserver)',
  nothingToFix: 'Nichts zu korrigieren.',
  widths: ([title, titleLimit], [description, descriptionLimit]) =>
    `Im Suchergebnis: Titel ${title} von ${titleLimit} px, Beschreibung ${description} von ${descriptionLimit} px.`,
}

const catalogues: LanguageTable<Catalogue> = { en, es, pt, fr, de }

/** Every message of one language, for the editor's own words (hints, headings). */
export function ruleWords(language: Language): Catalogue {
  return inLanguage(catalogues, language)
}

/** Characters of average width (half an em) that make up `px` at `fontPx`: how much to cut, in a writer's terms. */
const charactersIn = (px: number, fontPx: number) => Math.max(1, Math.ceil(px / (fontPx / 2)))

/** A finding in the words of `language`: the field's label, the problem and the fix. */
export function describeFinding(finding: RuleFinding, language: Language): FindingWords {
  const words = inLanguage(catalogues, language)
  const field = words.fields[finding.field] ?? finding.field
  const glossaryNeeds: Partial<Record<string, string>> = finding.collection === 'glossary' ? words.glossaryNeeds : {}
  const needs = glossaryNeeds[finding.field] ?? words.needs[finding.field] ?? words.needsText
  const [problem, fix] = ((): [string, string] => {
    switch (finding.rule) {
      case 'missing':
        return words.missing(needs)
      case 'invalid':
        return words.invalid(finding, needs)
      case 'empty body':
        return words.emptyBody
      case 'image alt':
        return words.imageAlt(finding.image)
      case 'unknown placeholder':
        return words.unknownPlaceholder(finding.placeholder, finding.suggestion)
      case 'unknown name':
        return words.unknownName(finding.name, finding.sentence)
      case 'wrong role':
        return words.wrongRole(finding)
      case 'unheld absolute':
        return words.unheldAbsolute(finding.cue, finding.sentence)
      case 'broken link':
        return words.brokenLink(finding.target)
      case 'too wide':
        return words.tooWide(
          finding.field === 'description' || finding.field.endsWith('.description') ? 'description' : 'title',
          finding.px,
          finding.limitPx,
          charactersIn(finding.px - finding.limitPx, finding.fontPx),
        )
      case 'too thin':
        return words.tooThin(finding.px, finding.limitPx)
      case 'missing key':
        return words.missingKey(finding.key)
    }
  })()
  return { field, problem, fix }
}

/** The colon after a field's name: French puts a no-break space before it. */
export const colon = (language: Language) => (language === 'fr' ? '\u00a0:' : ':')

/** One line per finding: "FR · Title: problem fix", for the editor's refusal and the terminal. */
export function findingLine(finding: RuleFinding, language: Language, contentLanguage?: Language): string {
  const { field, problem, fix } = describeFinding(finding, language)
  return `${contentLanguage ? `${contentLanguage.toUpperCase()} · ` : ''}${field}${colon(language)} ${problem} ${fix}`
}
