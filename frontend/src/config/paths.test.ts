import { describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH, transferPagePath } from '../../../shared/app-links'
import { trackingPath } from '../../../shared/tracking/tracking-rules'
import { paths } from './paths'

describe('paths', () => {
  it('builds the spec 2.1 routes', () => {
    expect(paths.home.getHref()).toBe('/')
    expect(paths.faq.getHref()).toBe('/faq')
    expect(paths.privacyPolicy.getHref()).toBe('/privacy-policy')
    expect(paths.signIn.getHref()).toBe('/auth/sign-in')
    expect(paths.signUp.getHref()).toBe('/auth/sign-up')
    expect(paths.countryTransfer.getHref('ke')).toBe('/country/send-money-to-country/ke')
    expect(paths.dashboardMyReciepients.getHref()).toBe('/dashboard/my-reciepients')
    expect(paths.editCustomer.getHref('01J/x')).toBe('/customers/edit-customer/01J%2Fx')
  })

  it('agrees with the links e-mails and SMS build (shared/app-links.ts)', () => {
    expect(paths.track.getHref('Ab3_-Ab3_-Ab3_-Ab3_-Ab')).toBe(trackingPath('Ab3_-Ab3_-Ab3_-Ab3_-Ab'))
    expect(paths.customerDetails.getHref('01KB0000000000000000000000')).toBe(transferPagePath('01KB0000000000000000000000'))
    expect(paths.signIn.getHref()).toBe(SIGN_IN_PATH)
    expect(paths.forgotPassword.getHref()).toBe(FORGOT_PASSWORD_PATH)
  })

  it('carries the sender-details query', () => {
    expect(paths.senderDetails.getHref('tr', { inputValue: '100', fees: '5', total: '105' })).toBe(
      '/country/sender-details/tr?inputValue=100&fees=5&total=105',
    )
  })
})
