import type { PaymentType } from '../../../shared/transfers/transfer-options'

/** An e-mail about what happened to a transfer: the subject names its invoice, the body its recipient. */
interface TransferNotice {
  subject: (p: { invoice: string }) => string
  heading: string
  body: (p: { recipient: string }) => string
}

/**
 * Every sentence of the e-mails and the SMS in one language. One module per language
 * (`en.ts`, `so.ts`, ...) fills it in; mail-templates.ts places the figures. Values come in already
 * formatted in the reader's language (amounts, dates, country names); names and invoice labels as
 * they are. A body sentence follows the greeting on the same line ('Hi Ali, thank you. ...'), so it
 * starts as the language continues a sentence after the greeting.
 *
 * The legal wording (disclosure rows, rights, complaints, refund, claim labels) is not here: it is
 * shared with the SPA, in shared/i18n/legal-texts/.
 */
export interface MailTexts {
  /** 'Hi Ali,': the start of each e-mail's first paragraph. */
  greeting: (firstName: string) => string
  /** After our phone number in the footer. */
  tollFree: string
  /** A wallet whose provider we do not know. */
  mobileMoney: string
  /** Row labels. */
  labels: {
    invoice: string
    /** When the sender paid (a date and time). */
    paid: string
    recipient: string
    recipientPhone: string
    recipientLocation: string
    paymentType: string
    wallet: string
    bank: string
    account: string
    card: string
    recipientGets: string
    amount: string
    /** When the transfer was cancelled (a date and time). */
    cancelled: string
    refund: string
    youReported: string
    ourFinding: string
    /** When a claim was reported (a date and time). */
    reported: string
    /** The date by which we answer a claim. */
    answerBy: string
  }
  /** The receipt's link to the transfer's page in the app (the link follows on its own line). */
  transferPageLink: string
  /** How the recipient is paid, as the sender chose it. */
  paymentTypes: Record<PaymentType, string>
  /** 12 CFR 1005.31(b)(2): the receipt. */
  receipt: {
    subject: (p: { invoice: string; total: string; recipient: string }) => string
    heading: string
    thanks: (p: { total: string; recipient: string; country: string }) => string
    /** The transfer waits for a review (no list, match or reason is ever named). */
    /** The date-available row of a held transfer: no date is promised while it waits for review. */
    heldDateAvailable: string
    onHold: string
    /** In a language other than English: the English copy (1005.31(g)) is at the end of the e-mail. */
    englishCopyBelow: string
  }
  paidOut: {
    subject: (p: { invoice: string; recipient: string }) => string
    heading: string
    toWallet: (p: { amount: string; recipient: string; country: string; wallet: string }) => string
    toBank: (p: { amount: string; recipient: string; country: string }) => string
    toCollect: (p: { amount: string; recipient: string; country: string }) => string
  }
  cancelled: TransferNotice & { bankDelay: string }
  held: TransferNotice
  released: TransferNotice
  /** An error claim received: what was reported and when the answer is due. */
  claimReceived: TransferNotice
  /** 12 CFR 1005.33(c): the answer to an error claim. */
  claimResolved: TransferNotice & { documents: string }
  /**
   * The recipient's SMS when money reaches them: cash when it can be collected, a wallet or a bank
   * when it is sent. Short, and within SMS's GSM 7-bit alphabet where the language allows (straight
   * apostrophes; Turkish letters outside it are folded when sent). `track` introduces the tracking
   * link, which follows it after a space.
   */
  readySms: {
    toWallet: (p: { company: string; sender: string; amount: string; wallet: string; reference: string }) => string
    toBank: (p: { company: string; sender: string; amount: string; reference: string }) => string
    toCollect: (p: { company: string; sender: string; amount: string; city: string; reference: string }) => string
    track: string
  }
  /** Staff verified the account: the verified tier's limits apply from now on. */
  accountVerified: {
    subject: string
    heading: string
    body: (p: { day: string; month: string }) => string
  }
  /** Staff refused the account's verification: the reason they gave (in their words, as typed) follows `body`. */
  verificationRefused: {
    subject: string
    heading: string
    body: string
    next: string
  }
  /**
   * Someone tried to use the reader's address for another account: a sign-up, or an e-mail change
   * on an account that is not theirs. Nothing changed; `when` is the attempt's date and time.
   * `signIn` and `resetPassword` each introduce their link, which follows them.
   */
  addressInUse: {
    subject: string
    heading: string
    signUp: (p: { when: string }) => string
    emailChange: (p: { when: string }) => string
    ifYou: string
    signIn: string
    resetPassword: string
    notYou: string
  }
  /**
   * The account's e-mail address was changed: to the address it left. `newEmail` arrives masked
   * ('a***@example.com'), `when` is the change's date and time; `notYou` carries our phone number.
   */
  emailChanged: {
    subject: string
    heading: string
    body: (p: { newEmail: string; when: string }) => string
    notYou: (p: { phone: string }) => string
  }
  /** The password was changed or reset: every session ended. `setNew` introduces the reset link. */
  passwordChanged: {
    subject: string
    heading: string
    body: (p: { when: string }) => string
    notYou: (p: { phone: string }) => string
    setNew: string
  }
  /** Two-factor sign-in was turned on or off (by the user, or off by our support team after a lost phone). */
  twoFactorChanged: {
    subjectOn: string
    subjectOff: string
    heading: string
    on: (p: { when: string }) => string
    off: (p: { when: string }) => string
    offBySupport: (p: { when: string }) => string
    notYou: (p: { phone: string }) => string
  }
}
