import { describe, expect, it } from 'vitest'
import { prerenderedStartOf } from './prerendered-start'

/** A container as the build writes it: the page's markup, marked with its path and language. */
function prerendered(path: string, locale = 'en'): Element {
  const root = document.createElement('div')
  root.setAttribute('data-prerendered-path', path)
  root.setAttribute('data-prerendered-locale', locale)
  root.innerHTML = '<main>page</main>'
  return root
}

describe('prerenderedStartOf', () => {
  it('hydrates the page the markup is of, in its language', () => {
    expect(prerenderedStartOf(prerendered('/auth/sign-in'), 'en', { pathname: '/auth/sign-in', search: '' })).toBe('/auth/sign-in')
    // A history entry React Router made without location state.
    expect(prerenderedStartOf(prerendered('/faq'), 'en', { pathname: '/faq', search: '' }, { usr: null, key: 'default', idx: 0 })).toBe('/faq')
  })

  it('renders afresh another page, another language, a query string or the router’s location state', () => {
    expect(prerenderedStartOf(prerendered('/faq'), 'en', { pathname: '/security', search: '' })).toBeNull()
    expect(prerenderedStartOf(prerendered('/faq', 'so'), 'en', { pathname: '/faq', search: '' })).toBeNull()
    expect(prerenderedStartOf(prerendered('/auth/sign-up'), 'en', { pathname: '/auth/sign-up', search: '?next=%2Fdashboard' })).toBeNull()
    // A reloaded sign-in page a guard sent the visitor to: its links carry on where they were going.
    const guarded = { usr: { from: { pathname: '/dashboard/transactions', search: '', hash: '' } }, key: 'k1', idx: 1 }
    expect(prerenderedStartOf(prerendered('/auth/sign-in'), 'en', { pathname: '/auth/sign-in', search: '' }, guarded)).toBeNull()
  })
})
