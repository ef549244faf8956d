import { describe, expect, it } from 'vitest'
import { AUDIT_ROUTES, auditCountryId, resolvePath } from './routes'

describe('audit routes', () => {
  it('audits the country page with Somalia when it is seeded, else the first destination', () => {
    expect(auditCountryId(['ke', 'so', 'tr'])).toBe('so')
    expect(auditCountryId(['ke', 'tr'])).toBe('ke')
    expect(() => auditCountryId([])).toThrow(/no destination/)
  })

  it('lists the eleven public pages signed out first', () => {
    const context = { countryIds: ['so'], transferId: 'T1', customerId: 'U1', payoutBatchId: 'B1' }
    expect(AUDIT_ROUTES.slice(0, 11).map((route) => [resolvePath(route, context), route.session ?? 'signed out'])).toEqual([
      ['/', 'signed out'],
      ['/faq', 'signed out'],
      ['/privacy-policy', 'signed out'],
      ['/terms-of-service', 'signed out'],
      ['/about-us', 'signed out'],
      ['/security', 'signed out'],
      ['/contact-us', 'signed out'],
      ['/country/send-money-to-country/so', 'signed out'],
      ['/auth/sign-in', 'signed out'],
      ['/auth/sign-up', 'signed out'],
      ['/track/AAAAAAAAAAAAAAAAAAAAAA', 'signed out'],
    ])
  })

  it('then every signed-in screen, with empty, forbidden and not-found states, under unique names', () => {
    const context = { countryIds: ['so'], transferId: 'T1', customerId: 'U1', payoutBatchId: 'B1' }
    const signedIn = AUDIT_ROUTES.slice(11)
    expect(signedIn.every((route) => route.session !== undefined)).toBe(true)
    const paths = signedIn.map((route) => resolvePath(route, context))
    for (const path of [
      '/dashboard',
      '/dashboard/my-recipients',
      '/transactions',
      '/profile',
      '/dashboard/profile',
      '/dashboard/upload-documents',
      '/country/customers',
      '/customers/add-customer',
      '/customers/edit-customer/T1',
      '/customers/customer-print-receipt/T1',
      '/customers/view-customer-details/T1',
      '/dashboard/users-list',
      '/dashboard/profile/U1',
      '/transfers/T1/sent',
    ]) {
      expect(paths).toContain(path)
    }
    expect(signedIn.map((route) => route.session)).toEqual(expect.arrayContaining(['customer', 'new-customer', 'admin']))
    expect(new Set(AUDIT_ROUTES.map((route) => route.name)).size).toBe(AUDIT_ROUTES.length)
  })
})
