/**
 * Who we are and how to reach us (spec 1), written once: the SPA's help, contact and receipt screens
 * and the e-mails read it. PLACEHOLDERS on names reserved for examples (RFC 2606 `.example`, a
 * 555-01xx number): replace them with the company's real details here before launch.
 */
export const COMPANY = {
  name: 'Remit',
  contact: {
    phone: '1-800-555-0142',
    phoneHref: 'tel:+18005550142',
    email: 'support@remit.example',
    privacyEmail: 'privacy@remit.example',
    webAddress: 'www.remit.example',
    postalAddress: ['Remit Inc.', '100 Example Street, Suite 200', 'Minneapolis, MN 55401', 'United States'],
  },
} as const
