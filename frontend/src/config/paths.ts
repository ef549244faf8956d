/**
 * Every route of the SPA (spec 2.1) in one place: `path` is the router pattern, `getHref` builds a
 * link to it. Screens link through these, never through string literals.
 */

const segment = (value: string): string => encodeURIComponent(value)

const fixed = <P extends string>(path: P) => ({ path, getHref: (): P => path })

export interface SenderDetailsQuery {
  inputValue: string
  fees: string
  total: string
  /** The payout currency and how the recipient receives the money, chosen on the country page. */
  currency?: string
  paymentType?: string
  /** Send again: the saved recipient, or the transfer, whose recipient the wizard starts with. */
  recipient?: string
  again?: string
}

export const paths = {
  home: fixed('/'),
  faq: fixed('/faq'),
  privacyPolicy: fixed('/privacy-policy'),
  /** Linked from sign-up (spec 2.1); target screens not specified. */
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),

  signIn: fixed('/auth/sign-in'),
  /** Login alias used as a redirect target by some screens. */
  login: fixed('/login'),
  signUp: fixed('/auth/sign-up'),
  /** After sign-up: the code e-mailed to the address. */
  confirmEmail: fixed('/auth/confirm-email'),
  forgotPassword: fixed('/forgot-password'),

  countryTransfer: {
    path: '/country/send-money-to-country/:id',
    getHref: (id: string) => `/country/send-money-to-country/${segment(id)}`,
  },
  senderDetails: {
    path: '/country/sender-details/:id',
    getHref: (id: string, query: SenderDetailsQuery) =>
      `/country/sender-details/${segment(id)}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString()}`,
  },
  customers: fixed('/country/customers'),
  /**
   * The page of a transfer just paid (the wizard's end): it reads the transfer by id from the
   * server, so a reload, a bookmark or Back shows that transfer again and never pays a second time.
   */
  transferSent: {
    path: '/transfers/:id/sent',
    getHref: (id: string) => `/transfers/${segment(id)}/sent`,
  },

  dashboard: fixed('/dashboard'),
  dashboardUsersList: fixed('/dashboard/users-list'),
  /** The rates quotes use (verified staff). */
  dashboardExchangeRates: fixed('/dashboard/exchange-rates'),
  /** Error claims waiting for staff's answer (verified staff). */
  dashboardClaims: fixed('/dashboard/claims'),
  /** Transfers held by the compliance checks, for review (verified staff). */
  dashboardCompliance: fixed('/dashboard/compliance'),
  /** The payout queues: transfers ready to pay out, per destination and method (verified staff). */
  dashboardPayouts: fixed('/dashboard/payouts'),
  /** One payout batch: its rows, its file, the partner's result file (verified staff). */
  dashboardPayoutBatch: {
    path: '/dashboard/payouts/batches/:id',
    getHref: (id: string) => `/dashboard/payouts/batches/${segment(id)}`,
  },
  /** The uploads waiting for verification, oldest first (verified staff). */
  dashboardVerifications: fixed('/dashboard/verifications'),
  /** A user's verification review: documents beside identity details, then the decision (verified staff). */
  dashboardVerificationReview: {
    path: '/dashboard/users/:id/verification',
    getHref: (id: string) => `/dashboard/users/${segment(id)}/verification`,
  },
  /** The ledger's daily reconciliation report (verified staff). */
  dashboardReconciliation: fixed('/dashboard/reconciliation'),
  dashboardMyRecipients: fixed('/dashboard/my-recipients'),
  /** The address book's form: a new recipient, or a saved one changed. */
  dashboardAddRecipient: fixed('/dashboard/my-recipients/new'),
  dashboardEditRecipient: {
    path: '/dashboard/my-recipients/:id/edit',
    getHref: (id: string) => `/dashboard/my-recipients/${segment(id)}/edit`,
  },
  /** Spelt so in the spec: the page navigated to after a successful payment. */
  dashboardMyReciepients: fixed('/dashboard/my-reciepients'),
  dashboardProfile: fixed('/dashboard/profile'),
  dashboardProfileById: {
    path: '/dashboard/profile/:id',
    getHref: (id: string) => `/dashboard/profile/${segment(id)}`,
  },
  dashboardMyProfile: {
    path: '/dashboard/profile/me/:id',
    getHref: (id: string) => `/dashboard/profile/me/${segment(id)}`,
  },
  dashboardUploadDocuments: fixed('/dashboard/upload-documents'),
  dashboardCustomers: fixed('/dashboard/country/customers'),

  addCustomer: fixed('/customers/add-customer'),
  editCustomer: {
    path: '/customers/edit-customer/:id',
    getHref: (id: string) => `/customers/edit-customer/${segment(id)}`,
  },
  customerPrintReceipt: {
    path: '/customers/customer-print-receipt/:id',
    getHref: (id: string) => `/customers/customer-print-receipt/${segment(id)}`,
  },
  customerDetails: {
    path: '/customers/view-customer-details/:id',
    getHref: (id: string) => `/customers/view-customer-details/${segment(id)}`,
  },

  /** The recipient's tracking page, the link in their SMS (shared/tracking/tracking-rules.ts `trackingPath`). */
  track: {
    path: '/track/:token',
    getHref: (token: string) => `/track/${segment(token)}`,
  },

  transactions: fixed('/transactions'),
  profileSettings: fixed('/profile'),

  // Footer slugs (spec 2.1).
  aboutUs: fixed('/about-us'),
  careers: fixed('/careers'),
  blog: fixed('/blog'),
  press: fixed('/press'),
  partners: fixed('/partners'),
  helpCenter: fixed('/help-center'),
  security: fixed('/security'),
  termsOfService: fixed('/terms-of-service'),
  contactUs: fixed('/contact-us'),
} as const

/** The id of Profile Settings' two-factor section: `/profile#two-factor`, where the staff screens' enrolment prompt leads. */
export const TWO_FACTOR_SECTION_ID = 'two-factor'
