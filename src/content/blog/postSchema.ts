/** The front matter every blog post must have; checked at build by scripts/content/blogContent.ts. */
import { z } from 'zod'
import { postTags } from './postTypes'

export const coverIllustrations = ['quantum', 'standards', 'signal', 'voice', 'incident', 'deployment'] as const

export const postFrontMatter = z.strictObject({
  title: z.string().trim().min(10).max(90),
  description: z.string().trim().min(50).max(200),
  date: z.iso.date(),
  author: z.string().trim().min(3),
  authorRole: z.string().trim().min(3),
  tags: z.array(z.enum(postTags)).min(1).max(6),
  cover: z.enum(coverIllustrations),
  draft: z.boolean().optional(),
})

export type PostFrontMatter = z.infer<typeof postFrontMatter>
