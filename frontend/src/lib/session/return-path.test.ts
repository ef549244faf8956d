import { describe, expect, it } from 'vitest'
import { returnPathOf, safeReturnPath, withReturnPath } from './return-path'

describe('safeReturnPath', () => {
  it('keeps a path of this app, with its query and hash', () => {
    expect(safeReturnPath('/country/sender-details/ke?inputValue=200&currency=KES&paymentType=Cash+Collection')).toBe(
      '/country/sender-details/ke?inputValue=200&currency=KES&paymentType=Cash+Collection',
    )
    expect(safeReturnPath('/dashboard#top')).toBe('/dashboard#top')
  })

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '/\tevil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/auth/sign-in',
    '/auth/sign-up?next=/x',
    '/auth/confirm-email',
    '/login',
  ])('refuses %j (another origin, or an auth page)', (text) => {
    expect(safeReturnPath(text)).toBeUndefined()
  })

  it('refuses what is not text', () => {
    expect(safeReturnPath(null)).toBeUndefined()
    expect(safeReturnPath(42)).toBeUndefined()
  })
})

describe('returnPathOf and withReturnPath', () => {
  it("carries the path through the auth pages' addresses and reads it back", () => {
    const next = '/country/sender-details/ke?inputValue=200&fees=10&total=210'
    const href = withReturnPath('/auth/sign-up', next)
    expect(href).toBe('/auth/sign-up?next=%2Fcountry%2Fsender-details%2Fke%3FinputValue%3D200%26fees%3D10%26total%3D210')
    expect(returnPathOf({ state: null, search: new URL(href, 'http://x').search })).toBe(next)
    expect(withReturnPath('/auth/sign-in', undefined)).toBe('/auth/sign-in')
  })

  it("prefers a guard's state, and drops an unsafe ?next=", () => {
    expect(returnPathOf({ state: { from: { pathname: '/dashboard', search: '', hash: '' } }, search: '?next=/faq' })).toBe('/dashboard')
    expect(returnPathOf({ state: undefined, search: '?next=https://evil.example' })).toBeUndefined()
    expect(returnPathOf({ state: undefined, search: '?next=//evil.example' })).toBeUndefined()
  })
})
