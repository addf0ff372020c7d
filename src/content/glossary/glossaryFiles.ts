/** Where a glossary entry lives: src/content/glossary/<slug>/index.<language>.md (the layout of every collection). */
import { collectionFiles } from '../collections/collectionFiles'

export const glossaryFiles = collectionFiles('src/content/glossary')
