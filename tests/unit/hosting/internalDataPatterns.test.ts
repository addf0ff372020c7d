/**
 * The data documents' folders, written out in the hosting policy (hosting may not import routing),
 * are the ones the documents and the search bundles are written to: otherwise a collection's data
 * would be served without its noindex header and nothing would say so.
 */
import { describe, expect, it } from 'vitest'
import { searchBundlesPath } from '../../../routes.config'
import { internalDataPatterns } from '../../../src/hosting/headerPolicy'
import { blogDataPaths } from '../../../src/routing/blogDataPaths'
import { glossaryDataPaths } from '../../../src/routing/glossaryDataPaths'

describe('the hosting policy’s data folders', () => {
  it('are the roots the blog’s and the glossary’s documents and the search bundles are written under', () => {
    expect(internalDataPatterns).toEqual(
      expect.arrayContaining([`${blogDataPaths.root}/*`, `${glossaryDataPaths.root}/*`, `${searchBundlesPath}*`]),
    )
  })
})
