/** Which pages the valid-HTML check validates, and how (dist-check/pagesToValidate.ts). */
import { describe, expect, it } from 'vitest'
import { pagesToValidate } from '../../../dist-check/pagesToValidate'
import { postEntry as post, threatsEntry as threats } from '../../fixtures/checkedPages'

describe('pages to validate', () => {
  it('takes each file once, the first of each kind whole and the others without the site header and footer; a file left out does not take its kind’s whole slot', () => {
    const entries = [post('a'), threats('en'), post('b'), threats('es'), threats('es'), post('c')]
    const leftOut = new Set(['blog/a/index.html'])
    expect(pagesToValidate(entries, (file) => !leftOut.has(file))).toEqual([
      { file: 'threats/index.html', whole: true },
      { file: 'blog/b/index.html', whole: true },
      { file: 'es/threats/index.html', whole: false },
      { file: 'blog/c/index.html', whole: false },
    ])
  })
})
