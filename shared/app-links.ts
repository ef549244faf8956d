import { trackingPath } from './tracking/tracking-rules'

/**
 * The SPA's pages that e-mails and SMS link to, as absolute links on the site's address. The SPA's
 * router patterns live in frontend/src/config/paths.ts; its test checks these agree with them.
 */
export const transferPagePath = (id: string): string => `/customers/view-customer-details/${encodeURIComponent(id)}`
export const SIGN_IN_PATH = '/auth/sign-in'
export const FORGOT_PASSWORD_PATH = '/forgot-password'

/** `https://remit.example` + path, with no doubled slash whatever the base ends with. */
const absoluteLink = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`

export const trackingLink = (base: string, token: string): string => absoluteLink(base, trackingPath(token))
export const transferPageLink = (base: string, id: string): string => absoluteLink(base, transferPagePath(id))
export const signInLink = (base: string): string => absoluteLink(base, SIGN_IN_PATH)
export const forgotPasswordLink = (base: string): string => absoluteLink(base, FORGOT_PASSWORD_PATH)
