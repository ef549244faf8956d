import { describe, expect, it } from 'vitest'
import { AUDIT_ROUTES, auditCountryId, resolvePath } from './routes'

describe('audit routes', () => {
  it('audits the country page with Somalia when it is seeded, else the first destination', () => {
    expect(auditCountryId(['ke', 'so', 'tr'])).toBe('so')
    expect(auditCountryId(['ke', 'tr'])).toBe('ke')
    expect(() => auditCountryId([])).toThrow(/no destination/)
  })

  it('lists the five public pages signed out, then the own profile signed in', () => {
    const context = { countryIds: ['so'] }
    expect(AUDIT_ROUTES.map((route) => [resolvePath(route, context), route.session ?? 'signed out'])).toEqual([
      ['/', 'signed out'],
      ['/faq', 'signed out'],
      ['/country/send-money-to-country/so', 'signed out'],
      ['/auth/sign-in', 'signed out'],
      ['/auth/sign-up', 'signed out'],
      ['/dashboard/profile', 'customer'],
    ])
  })
})
