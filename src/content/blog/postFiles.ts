/**
 * Where a post's Markdown lives: src/content/blog/<slug>/index.<language>.md, its images beside it
 * (the layout every collection shares: src/content/collections/collectionFiles.ts).
 */
import { collectionFiles } from '../collections/collectionFiles'

export const postFiles = collectionFiles('src/content/blog')

export const postsFolder = postFiles.folder
export const postFileName = postFiles.fileName
export const postFilePath = postFiles.filePath
export const parsePostPath = postFiles.parsePath
