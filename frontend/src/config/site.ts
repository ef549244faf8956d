import { COMPANY } from '../../../shared/company'

/** Product-wide texts and timings the screens share. */
export const site = {
  name: COMPANY.name,
  tagline: 'Send money to East Africa and Turkey',
  /** Spec 1: support is advertised as 24/7 with a response within 1 hour. */
  supportLine: '24/7 support, response within 1 hour',
  /** Spec 1: how to reach us (shared/company.ts, which the e-mails read too). */
  contact: COMPANY.contact,
} as const

/** Spec 9: the home page spinner and the app-start spinner both last 1 second. */
export const PAGE_SPINNER_MS = 1000

/** `Remit — Send money…` for home, `<page> | Remit` elsewhere. */
export const pageTitle = (page?: string): string => (page ? `${page} | ${site.name}` : `${site.name} — ${site.tagline}`)
