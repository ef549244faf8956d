import type { MailTexts } from './types'

/** English: the product's own wording. */
export const en: MailTexts = {
  greeting: (firstName) => `Hi ${firstName},`,
  tollFree: '(toll-free)',
  mobileMoney: 'mobile money',
  labels: {
    invoice: 'Invoice',
    paid: 'Paid',
    recipient: 'Recipient',
    recipientPhone: 'Recipient phone',
    recipientLocation: 'Recipient location',
    paymentType: 'Payment type',
    wallet: 'Wallet',
    bank: 'Bank',
    account: 'Account',
    card: 'Card',
    recipientGets: 'Recipient gets',
    amount: 'Amount',
    cancelled: 'Cancelled',
    refund: 'Refund',
    youReported: 'You reported',
    ourFinding: 'Our finding',
    reported: 'Reported',
    answerBy: 'We answer by',
  },
  transferPageLink: 'See your transfer in the app:',
  paymentTypes: { 'Cash Collection': 'Cash Collection', 'Mobile Money': 'Mobile Money', 'Bank Transfer': 'Bank Transfer' },
  receipt: {
    subject: ({ invoice, total, recipient }) => `Receipt for ${invoice}: ${total} to ${recipient}`,
    heading: 'Your receipt',
    thanks: ({ total, recipient, country }) => `thank you. You paid ${total} to send money to ${recipient} in ${country}.`,
    heldDateAvailable: 'Depends on our review: we will tell you the date once it is on its way',
    onHold: 'We are checking a few details before this transfer goes on. We will e-mail you when it does; you do not need to do anything.',
    englishCopyBelow: 'A copy of this receipt in English is at the end of this e-mail.',
  },
  paidOut: {
    subject: ({ invoice, recipient }) => `${invoice}: ${recipient}'s money has been paid out`,
    heading: 'Money paid out',
    toWallet: ({ amount, recipient, country, wallet }) =>
      `the ${amount} you sent to ${recipient} in ${country} has been sent to their ${wallet} wallet.`,
    toBank: ({ amount, recipient, country }) => `the ${amount} you sent to ${recipient} in ${country} has been paid into their bank account.`,
    toCollect: ({ amount, recipient, country }) => `the ${amount} you sent to ${recipient} in ${country} has been ready for them to collect.`,
  },
  cancelled: {
    subject: ({ invoice }) => `${invoice}: cancelled and refunded`,
    heading: 'Transfer cancelled',
    body: ({ recipient }) => `your transfer to ${recipient} was cancelled. Everything you paid, fees included, goes back to your card.`,
    bankDelay: 'Your bank may take a few days to show the refund.',
  },
  held: {
    subject: ({ invoice }) => `${invoice}: we are reviewing your transfer`,
    heading: 'Your transfer is being reviewed',
    body: ({ recipient }) =>
      `we are checking a few details of your transfer to ${recipient} before it goes on, as the law asks of us. Most reviews take less than one business day. We will e-mail you when it is done, and contact you if we need anything.`,
  },
  released: {
    subject: ({ invoice }) => `${invoice}: your transfer is on its way`,
    heading: 'Review done',
    body: ({ recipient }) => `we have finished reviewing your transfer to ${recipient}. It is on its way.`,
  },
  claimReceived: {
    subject: ({ invoice }) => `${invoice}: we received the problem you reported`,
    heading: 'We received your report',
    body: ({ recipient }) =>
      `we have received the problem you reported with your transfer to ${recipient}. We are looking into it and will write to you with our answer by the date below.`,
  },
  claimResolved: {
    subject: ({ invoice }) => `${invoice}: the answer to the problem you reported`,
    heading: 'The answer to your report',
    body: ({ recipient }) => `we have looked into the problem you reported with your transfer to ${recipient}.`,
    documents: 'You may ask for copies of the documents we relied on. Call or write to us.',
  },
  readySms: {
    toWallet: ({ company, sender, amount, wallet, reference }) =>
      `${company}: ${sender} sent you ${amount} to your ${wallet} wallet. Reference ${reference}.`,
    toBank: ({ company, sender, amount, reference }) => `${company}: ${sender} sent ${amount} to your bank account. Reference ${reference}.`,
    toCollect: ({ company, sender, amount, city, reference }) =>
      `${company}: ${sender} sent you ${amount}. Collect it in ${city} with reference ${reference} and your ID.`,
    track: 'Track:',
  },
  accountVerified: {
    subject: 'Your account is verified',
    heading: 'Account verified',
    body: ({ day, month }) => `we have verified your account. You can now send up to ${day} in any 24 hours and ${month} in any 30 days.`,
  },
  verificationRefused: {
    subject: 'We could not verify your account',
    heading: 'Verification refused',
    body: 'we reviewed your documents and could not verify your account. Our reason:',
    next: 'Upload a new document under Documents and we will review it again.',
  },
  addressInUse: {
    subject: 'Someone tried to use your e-mail address',
    heading: 'Your address is already in use',
    signUp: ({ when }) =>
      `someone tried to open a new account with this e-mail address on ${when}. This address already has an account, so no new one was opened and nothing in your account changed.`,
    emailChange: ({ when }) =>
      `someone asked on ${when} to move another account to this e-mail address. This address already has an account, so nothing was moved and nothing in your account changed.`,
    ifYou: 'If it was you, you already have an account with us and can use it:',
    signIn: 'Sign in:',
    resetPassword: 'Forgot your password? Set a new one:',
    notYou: 'If it was not you, you do not need to do anything: nobody can use this address without access to your inbox.',
  },
  emailChanged: {
    subject: 'The e-mail address of your account was changed',
    heading: 'E-mail address changed',
    body: ({ newEmail, when }) =>
      `the e-mail address of your account was changed to ${newEmail} on ${when}. From now on you sign in with that address, and we write to it, not to this one.`,
    notYou: ({ phone }) => `If you did not change it, call us now at ${phone}: someone else may have your password.`,
  },
  passwordChanged: {
    subject: 'Your password was changed',
    heading: 'Password changed',
    body: ({ when }) => `the password of your account was changed on ${when}, and every device that was signed in has been signed out.`,
    notYou: ({ phone }) => `If you did not change it, set a new password now and call us at ${phone}.`,
    setNew: 'Set a new password:',
  },
  twoFactorChanged: {
    subjectOn: 'Two-factor sign-in is on',
    subjectOff: 'Two-factor sign-in is off',
    heading: 'Two-factor sign-in changed',
    on: ({ when }) =>
      `two-factor sign-in was turned on for your account on ${when}. From now on, signing in also asks for a code from your authenticator app.`,
    off: ({ when }) => `two-factor sign-in was turned off for your account on ${when}. Signing in now asks for your password only.`,
    offBySupport: ({ when }) =>
      `our support team turned off two-factor sign-in for your account on ${when}, as asked after a lost or replaced phone. Signing in now asks for your password only.`,
    notYou: ({ phone }) => `If you did not ask for this, call us now at ${phone}.`,
  },
}
