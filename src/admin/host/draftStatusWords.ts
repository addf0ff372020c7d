/** The words of "On the site's host" (DraftOnHost.tsx), in the editor's five languages. */
import { inLanguage, type Language, type LanguageTable } from '../../config/languages'

export interface DraftStatusWords {
  heading: string
  none: string
  pending: string
  success: string
  failure: string
  /** Before the host's own description, which is in English. */
  hostSays: string
  report: string
  unreadable: string
  checkAgain: string
}

const words: LanguageTable<DraftStatusWords> = {
  en: {
    heading: 'On the site’s host',
    none: 'No saved draft has been checked yet. After Save, the host checks the draft and builds a preview of it.',
    pending: 'The host is checking your saved draft and building its preview.',
    success: 'Every check passed. The preview of your saved draft is ready: View Preview, at the top, opens it.',
    failure:
      'The host’s checks failed: there is no preview, and this draft would not go live as it is. Fix it and save again.',
    hostSays: 'The host says (in English):',
    report: 'Read every problem',
    unreadable: 'The host’s result cannot be read here. Open the draft’s pull request on GitHub to see it.',
    checkAgain: 'Check again',
  },
  es: {
    heading: 'En el alojamiento del sitio',
    none: 'Aún no se ha comprobado ningún borrador guardado. Después de Guardar, el alojamiento comprueba el borrador y crea una vista previa.',
    pending: 'El alojamiento está comprobando su borrador guardado y creando su vista previa.',
    success:
      'Todas las comprobaciones han pasado. La vista previa de su borrador guardado está lista: Ver Vista Previa, arriba, la abre.',
    failure:
      'Las comprobaciones del alojamiento han fallado: no hay vista previa y este borrador no se publicaría tal como está. Corríjalo y vuelva a guardar.',
    hostSays: 'El alojamiento dice (en inglés):',
    report: 'Leer todos los problemas',
    unreadable:
      'El resultado del alojamiento no se puede leer aquí. Abra la pull request del borrador en GitHub para verlo.',
    checkAgain: 'Comprobar de nuevo',
  },
  pt: {
    heading: 'No alojamento do site',
    none: 'Ainda nenhum rascunho guardado foi verificado. Depois de Guardar, o alojamento verifica o rascunho e cria uma pré-visualização.',
    pending: 'O alojamento está a verificar o seu rascunho guardado e a criar a pré-visualização.',
    success:
      'Todas as verificações passaram. A pré-visualização do seu rascunho guardado está pronta: o botão no topo abre-a.',
    failure:
      'As verificações do alojamento falharam: não há pré-visualização e este rascunho não seria publicado assim. Corrija-o e guarde de novo.',
    hostSays: 'O alojamento diz (em inglês):',
    report: 'Ler todos os problemas',
    unreadable:
      'O resultado do alojamento não pode ser lido aqui. Abra o pull request do rascunho no GitHub para o ver.',
    checkAgain: 'Verificar de novo',
  },
  fr: {
    heading: 'Chez l’hébergeur du site',
    none: 'Aucun brouillon enregistré n’a encore été vérifié. Après Enregistrer, l’hébergeur vérifie le brouillon et en construit un aperçu.',
    pending: 'L’hébergeur vérifie votre brouillon enregistré et construit son aperçu.',
    success:
      'Toutes les vérifications sont passées. L’aperçu de votre brouillon enregistré est prêt : le bouton en haut l’ouvre.',
    failure:
      'Les vérifications de l’hébergeur ont échoué : il n’y a pas d’aperçu, et ce brouillon ne serait pas mis en ligne tel quel. Corrigez-le et enregistrez de nouveau.',
    hostSays: 'L’hébergeur indique (en anglais) :',
    report: 'Lire tous les problèmes',
    unreadable:
      'Le résultat de l’hébergeur ne peut pas être lu ici. Ouvrez la pull request du brouillon sur GitHub pour le voir.',
    checkAgain: 'Vérifier de nouveau',
  },
  de: {
    heading: 'Beim Hoster der Website',
    none: 'Noch kein gespeicherter Entwurf wurde geprüft. Nach dem Speichern prüft der Hoster den Entwurf und erstellt eine Vorschau.',
    pending: 'Der Hoster prüft Ihren gespeicherten Entwurf und erstellt seine Vorschau.',
    success:
      'Alle Prüfungen bestanden. Die Vorschau Ihres gespeicherten Entwurfs ist bereit: Die Schaltfläche oben öffnet sie.',
    failure:
      'Die Prüfungen des Hosters sind fehlgeschlagen: Es gibt keine Vorschau, und dieser Entwurf würde so nicht veröffentlicht. Korrigieren Sie ihn und speichern Sie erneut.',
    hostSays: 'Der Hoster meldet (auf Englisch):',
    report: 'Alle Probleme lesen',
    unreadable:
      'Das Ergebnis des Hosters kann hier nicht gelesen werden. Öffnen Sie den Pull Request des Entwurfs auf GitHub.',
    checkAgain: 'Erneut prüfen',
  },
}

export const draftStatusWords = (language: Language): DraftStatusWords => inLanguage(words, language)
