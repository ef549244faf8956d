/** Product-wide texts and timings the screens share. */
export const site = {
  name: 'Remit',
  tagline: 'Send money to East Africa and Turkey',
  /** Spec 1: support is advertised as 24/7 with a response within 1 hour. */
  supportLine: '24/7 support, response within 1 hour',
  /**
   * Spec 1: how to reach us; the help and contact pages show these, and receipts carry the toll-free
   * number, the web address and the postal address. PLACEHOLDERS on names reserved for examples
   * (RFC 2606 `.example`, a 555-01xx number): replace them with the company's real details here,
   * the one place they are written, before launch.
   */
  contact: {
    phone: '1-800-555-0142',
    phoneHref: 'tel:+18005550142',
    email: 'support@remit.example',
    privacyEmail: 'privacy@remit.example',
    webAddress: 'www.remit.example',
    postalAddress: ['Remit Inc.', '100 Example Street, Suite 200', 'Minneapolis, MN 55401', 'United States'],
  },
} as const

/** Spec 9: the home page spinner and the app-start spinner both last 1 second. */
export const PAGE_SPINNER_MS = 1000

/** `Remit — Send money…` for home, `<page> | Remit` elsewhere. */
export const pageTitle = (page?: string): string => (page ? `${page} | ${site.name}` : `${site.name} — ${site.tagline}`)
