import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { site } from '../../config/site'

/**
 * The help page's questions and answers (spec 2.13: five topics). Every answer states what this
 * product really does; the figures come from spec 9 and the shared rules (fees in shared/money,
 * password policy in shared/auth, documents in shared/documents). Plain text (messages without
 * markup), so search can read it once translated (`faqTexts`).
 */
interface FaqItem {
  question: MessageDescriptor
  answer: MessageDescriptor
}

export interface FaqTopic {
  id: string
  title: MessageDescriptor
  items: readonly FaqItem[]
}

/** A question and its answer in the reader's language. */
export interface FaqItemText {
  question: string
  answer: string
}

/** A topic in the reader's language: what the page shows and the search reads. */
export interface FaqTopicText {
  id: string
  title: string
  items: readonly FaqItemText[]
}

const brand = site.name

const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'getting-started',
    title: msg`Getting Started`,
    items: [
      {
        question: msg`What is ${brand}?`,
        answer: msg`${brand} sends money to family and friends in Somalia, Kenya, Ethiopia, Uganda, Tanzania, Djibouti, Rwanda and Turkey. You pay by debit or credit card in US dollars, and your recipient collects the money as cash, through mobile money or by bank transfer.`,
      },
      {
        question: msg`Who can use ${brand}?`,
        answer: msg`Anyone aged 18 or over with a valid e-mail address and a debit or credit card. Sign-up asks for your date of birth and does not accept anyone younger than 18.`,
      },
      {
        question: msg`How do I create an account?`,
        answer: msg`Select Get Started or Sign Up and complete the four steps: your name, e-mail address and a password; your phone number, date of birth and place of birth; your address (street, building number, city, two-letter state and five-digit ZIP code); then review your details, accept the terms and the privacy policy and select Complete Registration. You can then sign in with your e-mail address and password.`,
      },
      {
        question: msg`Which countries can I send from?`,
        answer: msg`Our customers send from over 10 countries across the Americas, Europe, Africa and the Middle East, most of them from the USA. Wherever you send from, you pay by card in US dollars.`,
      },
      {
        question: msg`Which countries can I send to?`,
        answer: msg`Somalia, Kenya, Ethiopia, Uganda, Tanzania, Djibouti, Rwanda and Turkey. Every one of them is an instant-transfer destination.`,
      },
      {
        question: msg`Can I see the fee before I sign up?`,
        answer: msg`Yes. Pick a country on the home page and enter an amount: the transfer page shows the fee and the total without an account. You only need to sign in when you go on to send.`,
      },
    ],
  },
  {
    id: 'sending-money',
    title: msg`Sending Money`,
    items: [
      {
        question: msg`How do I send money?`,
        answer: msg`Pick the destination country on the home page, enter the amount in US dollars, check the fee and the total, and select Continue to Send Money. Sign in if you have not already, then follow the three steps: Recipient Info (how they collect, their mobile number, their names and city, your relationship and the reason for sending), Payment (your card) and Confirm, where you check what you pay, what they receive and when, and select Pay.`,
      },
      {
        question: msg`How much does a transfer cost?`,
        answer: msg`The fee is 5% of the amount you send, or 3% when you send more than $3,000. It is rounded to the cent and added on top of the amount: sending $500 costs $525.00 in total ($25.00 fee), sending $3,000 costs $3,150.00 ($150.00 fee) and sending $4,000 costs $4,120.00 ($120.00 fee). You always see the fee and the total before you pay.`,
      },
      {
        question: msg`What exchange rate do you use?`,
        answer: msg`Your recipient can be paid in US dollars (1 USD = 1.0 USD: they get exactly the amount you send) or in their local currency at our rate, which we show with what they will receive before you pay and which holds for 30 minutes. The fee is charged to you on top; it is never taken from your recipient’s money.`,
      },
      {
        question: msg`How can I pay?`,
        answer: msg`By debit or credit card, charged in US dollars. Before the transfer is created we check the card number, the expiry date (MM/YY, valid until the end of that month) and the 3-digit security code (CVV).`,
      },
      {
        question: msg`Is there a limit on how much I can send?`,
        answer: msg`Each transfer can be up to $10,000. To send more, make more than one transfer, or contact us first and we will help.`,
      },
      {
        question: msg`Is my card information safe?`,
        answer: msg`We keep only your card’s brand, its last four digits and its expiry date, so screens and receipts show it as **** **** **** 1234. The security code (CVV) is checked and then discarded: it is never stored.`,
      },
      {
        question: msg`What if I select Pay twice?`,
        answer: msg`You still send one transfer. Each payment carries a one-time key, so a second press, or a connection that drops and tries again, returns the transfer already made instead of creating another.`,
      },
    ],
  },
  {
    id: 'my-account',
    title: msg`My Account`,
    items: [
      {
        question: msg`What are the password rules?`,
        answer: msg`At least 8 characters, with at least one uppercase letter, one lowercase letter, one number and one special character such as ! @ # $ or %. It must not start or end with a space.`,
      },
      {
        question: msg`I forgot my password. What do I do?`,
        answer: msg`Select Forgot password on the sign-in page and enter your e-mail address. If there is an account for it, we e-mail you a 6-digit code; enter the code with your new password to reset it.`,
      },
      {
        question: msg`Why can I not sign in?`,
        answer: msg`After 5 failed sign-in attempts within 15 minutes, sign-in for that e-mail address is paused until the 15 minutes are over. Resetting your password lifts the pause straight away. If you still cannot sign in, contact us.`,
      },
      {
        question: msg`How do I change my details?`,
        answer: msg`Open Profile Settings from your name in the menu. You can change your first and last name, e-mail address and phone number there. To change your date of birth or address, contact us.`,
      },
      {
        question: msg`Why and how do I upload documents?`,
        answer: msg`We may ask you to confirm your identity, for example with a photo of your passport. Upload it under Documents in your dashboard: each file must be a PDF, JPEG or PNG of up to 10 MB, and we check that the file really is the type it claims to be. Documents are stored encrypted.`,
      },
      {
        question: msg`How do I close my account?`,
        answer: msg`Contact us and we will delete it. Your sign-in and your profile are removed; the records of past transfers are kept for as long as the law requires.`,
      },
    ],
  },
  {
    id: 'my-transfer',
    title: msg`My Transfer`,
    items: [
      {
        question: msg`How do I find a transfer?`,
        answer: msg`Every transfer gets an invoice number that starts with US-, such as US-4821930675. Your transfers are listed in your dashboard under My Recipients, newest first, five to a page. Lists show the invoice after the first two letters of the country, for example KE-US-4821930675 for Kenya.`,
      },
      {
        question: msg`What do the statuses mean?`,
        answer: msg`A transfer starts as PENDING: it has been created and is ready for your recipient to collect (lists show it as READY). It becomes PAID once the money has been paid out to your recipient.`,
      },
      {
        question: msg`How long does a transfer take?`,
        answer: msg`Every destination we serve is an instant-transfer destination: as soon as you confirm the payment, the transfer is created and ready for your recipient.`,
      },
      {
        question: msg`Can I change or cancel a transfer?`,
        answer: msg`While a transfer is PENDING you can correct the recipient’s details or cancel it. Once it is PAID it is final and can no longer be changed or cancelled. The destination country cannot be changed: cancel the transfer and send a new one instead.`,
      },
      {
        question: msg`How do I get a receipt?`,
        answer: msg`Once a transfer is PAID you can print its receipt. It shows the invoice number, the date, your recipient, the payment method with your card masked, the amount, the fee, the total, the reason, the status and our support contacts.`,
      },
    ],
  },
  {
    id: 'receiving-money',
    title: msg`Receiving Money`,
    items: [
      {
        question: msg`How can my recipient receive the money?`,
        answer: msg`You choose when you send: Cash Collection (they collect cash), Mobile Money (paid to the mobile money account of their mobile number) or Bank Transfer (paid into their bank account).`,
      },
      {
        question: msg`Which currency does my recipient get?`,
        answer: msg`You choose: US dollars (1 USD = 1.0 USD, so the amount you send is the amount they get) or their local currency, such as Kenyan shillings or Turkish lira, at the rate shown before you pay. In Somalia payouts are in US dollars.`,
      },
      {
        question: msg`Does my recipient pay a fee?`,
        answer: msg`No. You pay the fee on top of the amount, and your recipient gets the full amount you sent.`,
      },
      {
        question: msg`What does my recipient need to collect cash?`,
        answer: msg`Tell them the invoice number (US-…) and the amount. They collect at the nearest branch under the name you entered, so enter their first, middle and last names exactly as they appear on their ID.`,
      },
      {
        question: msg`Which mobile number do I enter?`,
        answer: msg`Your recipient’s 10-digit mobile number, without the country code: the destination’s dial code (for example +252 for Somalia) is added for you.`,
      },
      {
        question: msg`How do I know the money has arrived?`,
        answer: msg`The transfer’s status changes from PENDING to PAID, and its receipt becomes available to print.`,
      },
    ],
  },
]

/** The topics in the reader's language (`i18n`'s current locale). */
export function faqTexts(i18n: I18n, topics: readonly FaqTopic[] = FAQ_TOPICS): FaqTopicText[] {
  return topics.map((topic) => ({
    id: topic.id,
    title: i18n._(topic.title),
    items: topic.items.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) })),
  }))
}
