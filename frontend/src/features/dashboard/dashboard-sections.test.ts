import { describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/i18n'
import { currentPage, sectionsFor } from './dashboard-sections'

describe('currentPage', () => {
  it.each([
    ['/dashboard', 'Dashboard', 'overview'],
    ['/dashboard/', 'Dashboard', 'overview'],
    ['/dashboard/users-list', 'Users Management', 'users'],
    ['/dashboard/exchange-rates', 'Exchange Rates', 'rates'],
    ['/dashboard/claims', 'Claims', 'claims'],
    ['/dashboard/compliance', 'Compliance review', 'compliance'],
    ['/dashboard/payouts', 'Payouts', 'payouts'],
    ['/dashboard/verifications', 'Verifications', 'verifications'],
    ['/dashboard/users/u-1/verification', 'Verification review', 'verifications'],
    ['/dashboard/reconciliation', 'Reconciliation', 'reconciliation'],
    ['/dashboard/my-recipients', 'My Recipients', 'recipients'],
    ['/dashboard/my-reciepients', 'My Recipients', 'recipients'],
    ['/dashboard/profile', 'My Profile', 'profile'],
    ['/dashboard/profile/me/abc', 'My Profile', 'profile'],
    ['/dashboard/profile/abc', 'User Profile', 'users'],
    ['/dashboard/upload-documents', 'Documents', 'documents'],
    ['/dashboard/country/customers', 'Customers', 'customers'],
    ['/country/customers', 'Customers', 'customers'],
    ['/customers/add-customer', 'Add Customer', 'customers'],
    ['/customers/edit-customer/01J', 'Edit Customer Payment', 'customers'],
    ['/customers/customer-print-receipt/01J', 'Receipt', 'customers'],
    ['/customers/view-customer-details/01J', 'Customer Details', 'customers'],
    ['/transactions', 'Transfer History', 'history'],
    ['/profile', 'Profile Settings', undefined],
    ['/dashboard/something-else', 'Dashboard', undefined],
  ])('%s → %s', (pathname, title, section) => {
    const page = currentPage(pathname)
    expect({ title: i18n._(page.title), section: page.section }).toEqual({ title, section })
  })
})

describe('sectionsFor', () => {
  it('gives administrators every entry, in the spec order (Exchange Rates after Customers)', () => {
    expect(sectionsFor(true).map((section) => i18n._(section.label))).toEqual([
      'Dashboard',
      'Users Management',
      'Customers',
      'Exchange Rates',
      'Claims',
      'Compliance review',
      'Payouts',
      'Verifications',
      'Reconciliation',
      'My Recipients',
      'My Profile',
      'Transfer History',
      'Documents',
    ])
  })

  it('leaves Users Management and Customers out for everyone else', () => {
    expect(sectionsFor(false).map((section) => i18n._(section.label))).toEqual([
      'Dashboard',
      'My Recipients',
      'My Profile',
      'Transfer History',
      'Documents',
    ])
  })
})
