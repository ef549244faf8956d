import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { COMPANY } from '../../../shared/company'

/** Product-wide texts and timings the screens share (texts as messages: render with `i18n._`). */
export const site = {
  name: COMPANY.name,
  tagline: msg`Send money to East Africa and Turkey`,
  /** Spec 1: support is advertised as 24/7 with a response within 1 hour. */
  supportLine: msg`24/7 support, response within 1 hour`,
  /** Spec 1: how to reach us (shared/company.ts, which the e-mails read too). */
  contact: COMPANY.contact,
} as const

/** Spec 9: the home page spinner and the app-start spinner both last 1 second. */
export const PAGE_SPINNER_MS = 1000

/** `<page> | Remit`, with `page` already in the reader's language (``pageTitle(t`Transfer History`)``). */
export const pageTitle = (page: string): string => `${page} | ${site.name}`

/** `Remit — Send money…`: the home page's title, in the reader's language. */
export const homePageTitle = (i18n: I18n): string => `${site.name} — ${i18n._(site.tagline)}`
