import { describe, expect, it } from 'vitest'
import { typedCode } from '../../../src/auth/typedCode'

describe('a one-time code as typed (ACC-06: the page checks it, not the browser)', () => {
  it('takes six digits, with the space authenticator apps show between the halves', () => {
    expect(typedCode('123456')).toEqual({ code: '123456' })
    expect(typedCode(' 123 456 ')).toEqual({ code: '123456' })
  })

  it('names an empty code and one that is not six digits', () => {
    expect(typedCode('')).toEqual({ code: '', problem: 'codeMissing' })
    expect(typedCode('   ')).toEqual({ code: '', problem: 'codeMissing' })
    expect(typedCode('12345')).toEqual({ code: '12345', problem: 'codeFormat' })
    expect(typedCode('1234567')).toEqual({ code: '1234567', problem: 'codeFormat' })
    expect(typedCode('12ab56')).toEqual({ code: '12ab56', problem: 'codeFormat' })
  })
})
