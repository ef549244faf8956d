import { countryNameIn } from '../../shared/countries/country-name'
import type { Claim } from '../../shared/claims/claim'
import { COMPANY } from '../../shared/company'
import { disclosureLabel, legalTexts, type LegalTexts } from '../../shared/i18n/legal-texts'
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../../shared/i18n/locales'
import { decimalToMinor, formatMinor, payoutCurrencyOf } from '../../shared/money/currencies'
import { formatUsd } from '../../shared/money/money'
import { DISCLOSURE_ROW_KEYS, disclosureValues, type DisclosureFigures } from '../../shared/rates/disclosure-rows'
import { CFPB, formatDateAvailable, mayReceiveLess, type Regulator } from '../../shared/rates/disclosure'
import { invoiceLabel, PAYMENT_TYPES } from '../../shared/transfers/transfer-options'
import { formatPhone } from '../../shared/transfers/phone/format-phone'
import type { TransferRecord } from '../model/transfer-record'
import type { AddressAttempt } from '../store/address-in-use'
import { mailTexts, type MailTexts } from './mail-texts'
import type { Block, Message } from './message-layout'
import { joinName } from '../../shared/transfers/transfer-fields'
import { forgotPasswordLink, signInLink, transferPageLink } from '../../shared/app-links'

/**
 * Every e-mail and SMS the product sends, in one place, in the sender's language
 * (the sentences in mail-texts/, the legal wording in shared/i18n/legal-texts/; dates and
 * amounts formatted for that language, amounts in their own currency). No sanctions detail, staff
 * name or internal reason ever appears: a sender reads what happened to their money and what they
 * can do.
 */

/** Whom a message is to: the sender's first name, and the time zone their browser reported (IANA), if any. */
export interface Addressee {
  firstName: string
  /** Times in the message are in this zone ('America/Chicago'); absent or unknown: UTC, named as such. */
  timeZone?: string
}

/** One language's texts and the Intl tag its figures are formatted with. */
interface Language {
  locale: Locale
  intl: string
  mail: MailTexts
  legal: LegalTexts
}

const languageOf = (locale: Locale): Language => ({ locale, intl: INTL_LOCALES[locale], mail: mailTexts(locale), legal: legalTexts(locale) })

const labelOf = (t: TransferRecord) => invoiceLabel(t.country, t.invoiceNumber)
const recipientOf = (t: TransferRecord) => joinName(t.firstName, t.middleName, t.lastName)
const currencyOf = (t: TransferRecord) => payoutCurrencyOf(t.payout?.currency ?? 'USD')
const receivedOf = (t: TransferRecord, l: Language) =>
  t.payout ? formatMinor(t.payout.receiveMinor, currencyOf(t), l.intl) : formatMinor(decimalToMinor(t.amountCents / 100, 'USD'), 'USD', l.intl)

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const formatIn = (intl: string, timeZone: string) =>
  new Intl.DateTimeFormat(intl, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })

/**
 * A moment as the reader's clock shows it: in their time zone, with its name ('CST', 'GMT+3'), so a
 * sender in Chicago reads 4:10 AM, not 10:10 UTC. A zone Intl does not know (stored before
 * validation, or from an older runtime) falls back to UTC, still named.
 */
function dateTime(iso: string, l: Language, timeZone = 'UTC'): string {
  const key = `${l.intl} ${timeZone}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    try {
      format = formatIn(l.intl, timeZone)
    } catch {
      format = formatIn(l.intl, 'UTC')
    }
    dateTimeFormats.set(key, format)
  }
  return format.format(new Date(iso))
}

/** The destination in the reader's language ('Itoobiya', 'ኬንያ'); English keeps the stored name. */
const countryOf = (t: TransferRecord, l: Language): string => countryNameIn(l.locale, t.countryId, t.country)

function paymentTypeOf(t: TransferRecord, l: Language): string {
  const known = PAYMENT_TYPES.find((type) => type === t.paymentType)
  return known ? l.mail.paymentTypes[known] : t.paymentType
}

/** The first paragraph: the greeting, then the sentence that follows it. */
const greeted = (l: Language, to: Addressee, sentence: string): Block => ({ kind: 'paragraph', text: `${l.mail.greeting(to.firstName)} ${sentence}` })

const footer = (l: Language): Block => ({
  kind: 'small',
  lines: [`${COMPANY.name} · ${COMPANY.contact.phone} ${l.mail.tollFree} · ${COMPANY.contact.webAddress}`, ...COMPANY.contact.postalAddress],
})

/** Every letter but the receipt: its heading, the greeting and the sentence after it, what it says next, the footer. */
function plainLetter(l: Language, to: Addressee, texts: { subject: string; heading: string; body: string }, next: readonly Block[] = []): Message {
  return {
    lang: l.locale,
    subject: texts.subject,
    blocks: [{ kind: 'heading', text: texts.heading }, greeted(l, to, texts.body), ...next, footer(l)],
  }
}

function payoutRows(t: TransferRecord, l: Language): [string, string][] {
  const rows: [string, string][] = [[l.mail.labels.paymentType, paymentTypeOf(t, l)]]
  if (t.walletProvider) rows.push([l.mail.labels.wallet, t.walletProvider])
  if (t.bankName) rows.push([l.mail.labels.bank, t.bankName])
  if (t.accountNumber) rows.push([l.mail.labels.account, t.accountNumber])
  return rows
}

function figuresOf(t: TransferRecord): DisclosureFigures {
  return t.payout
    ? {
        amountCents: t.amountCents,
        feeCents: t.feeCents,
        totalCents: t.totalCents,
        rate: t.payout.rate,
        currency: currencyOf(t),
        receiveAmount: t.payout.receiveAmount,
      }
    : { amountCents: t.amountCents, feeCents: t.feeCents, totalCents: t.totalCents, rate: '1', currency: 'USD', receiveAmount: t.amountCents / 100 }
}

/** The whole receipt in one language; `note` follows its first paragraphs; `link` is the transfer's page in the app. */
function receiptBlocks(t: TransferRecord, to: Addressee, regulator: Regulator, l: Language, link: string | undefined, note?: string): Block[] {
  const figures = figuresOf(t)
  const values = disclosureValues(figures, l.locale)
  const { labels } = l.mail
  return [
    { kind: 'heading', text: l.mail.receipt.heading },
    greeted(l, to, l.mail.receipt.thanks({ total: formatUsd(t.totalCents, l.intl), recipient: recipientOf(t), country: countryOf(t, l) })),
    ...(t.status === 'ON_HOLD' ? [{ kind: 'paragraph', text: l.mail.receipt.onHold } as const] : []),
    ...(note ? [{ kind: 'paragraph', text: note } as const] : []),
    {
      kind: 'rows',
      rows: [
        [labels.invoice, labelOf(t)],
        [labels.paid, dateTime(t.createdAt, l, to.timeZone)],
        [labels.recipient, recipientOf(t)],
        [labels.recipientPhone, formatPhone(t.mobileNumber)],
        [labels.recipientLocation, `${t.city}, ${countryOf(t, l)}`],
        ...payoutRows(t, l),
        [labels.card, l.legal.cardEnding(t.card)],
      ],
    },
    { kind: 'rows', rows: DISCLOSURE_ROW_KEYS.map((key) => [disclosureLabel(l.legal, key, figures.currency), values[key]] as const) },
    {
      kind: 'rows',
      rows: [
        [
          l.legal.dateAvailable,
          t.status === 'ON_HOLD'
            ? l.mail.receipt.heldDateAvailable
            : formatDateAvailable(t.payout?.dateAvailable ?? t.createdAt.slice(0, 10), l.intl),
        ],
      ],
    },
    ...(mayReceiveLess(t.paymentType) ? [{ kind: 'paragraph', text: l.legal.mayReceiveLessNotice } as const] : []),
    ...(link ? [{ kind: 'link', text: l.mail.transferPageLink, href: link } as const] : []),
    { kind: 'heading', text: l.legal.rightsTitle },
    ...l.legal.rightsTexts.map((text): Block => ({ kind: 'paragraph', text })),
    { kind: 'heading', text: l.legal.complaintsTitle },
    { kind: 'paragraph', text: l.legal.complaintsText(COMPANY.name) },
    {
      kind: 'rows',
      rows: [
        [l.legal.regulatorLabel(regulator.name, 'state'), `${regulator.phone} · ${regulator.website}`],
        [l.legal.regulatorLabel(CFPB.name, 'federal'), `${CFPB.phone} · ${CFPB.website}`],
      ],
    },
    footer(l),
  ]
}

/**
 * 12 CFR 1005.31(b)(2): the receipt, sent when the sender pays (a copy of what the receipt screen
 * shows). In another language than English it is followed by the same receipt in English, as
 * 1005.31(g) asks of disclosures in a foreign language.
 */
export function receiptMail(t: TransferRecord, to: Addressee, regulator: Regulator, locale: Locale = DEFAULT_LOCALE, appUrl?: string): Message {
  const l = languageOf(locale)
  const subject = l.mail.receipt.subject({ invoice: labelOf(t), total: formatUsd(t.totalCents, l.intl), recipient: recipientOf(t) })
  const link = appUrl === undefined ? undefined : transferPageLink(appUrl, t.id)
  if (locale === 'en') return { lang: locale, subject, blocks: receiptBlocks(t, to, regulator, l, link) }
  return {
    lang: locale,
    subject,
    blocks: [
      ...receiptBlocks(t, to, regulator, l, link, l.mail.receipt.englishCopyBelow),
      { kind: 'section', lang: 'en', blocks: receiptBlocks(t, to, regulator, languageOf('en'), link) },
    ],
  }
}

export function paidOutMail(t: TransferRecord, to: Addressee, locale: Locale = DEFAULT_LOCALE): Message {
  const l = languageOf(locale)
  const sent = { amount: receivedOf(t, l), recipient: recipientOf(t), country: countryOf(t, l) }
  const body =
    t.paymentType === 'Mobile Money'
      ? l.mail.paidOut.toWallet({ ...sent, wallet: t.walletProvider ?? l.mail.mobileMoney })
      : t.paymentType === 'Bank Transfer'
        ? l.mail.paidOut.toBank(sent)
        : l.mail.paidOut.toCollect(sent)
  const subject = l.mail.paidOut.subject({ invoice: labelOf(t), recipient: recipientOf(t) })
  const rows: Block = {
    kind: 'rows',
    rows: [[l.mail.labels.invoice, labelOf(t)], [l.mail.labels.recipientGets, receivedOf(t, l)], ...payoutRows(t, l)],
  }
  return plainLetter(l, to, { subject, heading: l.mail.paidOut.heading, body }, [rows])
}

/** The sentences of a letter (a change of status, a claim): the subject, the heading and the sentence after the greeting. */
type LetterTexts = Pick<MailTexts['held'], 'subject' | 'heading' | 'body'>

/** What one letter (a status or claim mail) says in a language: its sentences, the rows after the invoice, and any paragraphs before the footer. */
interface LetterParts {
  texts: LetterTexts
  rows: (readonly [string, string])[]
  after?: Block[]
}

/** What a letter is about: the invoice it names, and the recipient its first sentence names. */
interface Concerning {
  invoice: string
  recipient: string
}

/** A letter about one transfer (a change of its status, or a claim on it): heading, greeting, the invoice and its rows, footer. */
function letter(about: Concerning, to: Addressee, locale: Locale, partsIn: (l: Language) => LetterParts): Message {
  const l = languageOf(locale)
  const { texts, rows, after = [] } = partsIn(l)
  const subject = texts.subject({ invoice: about.invoice })
  const body = texts.body({ recipient: about.recipient })
  return plainLetter(l, to, { subject, heading: texts.heading, body }, [
    { kind: 'rows', rows: [[l.mail.labels.invoice, about.invoice], ...rows] },
    ...after,
  ])
}

/** A transfer's change of status (cancelled, held, released). */
const statusMail = (t: TransferRecord, to: Addressee, locale: Locale, partsIn: (l: Language) => LetterParts): Message =>
  letter({ invoice: labelOf(t), recipient: recipientOf(t) }, to, locale, partsIn)

const claimConcerning = (claim: Claim): Concerning => ({ invoice: invoiceLabel(claim.country, claim.invoiceNumber), recipient: claim.recipientName })

export function cancelledMail(t: TransferRecord, to: Addressee, locale: Locale = DEFAULT_LOCALE): Message {
  const refund = t.cancellation?.refundCents ?? t.totalCents
  return statusMail(t, to, locale, (l) => ({
    texts: l.mail.cancelled,
    rows: [
      [l.mail.labels.cancelled, dateTime(t.cancellation?.at ?? t.updatedAt, l, to.timeZone)],
      [l.mail.labels.refund, l.legal.refundText(formatUsd(refund, l.intl), t.card)],
    ],
    after: [{ kind: 'paragraph', text: l.mail.cancelled.bankDelay }],
  }))
}

export function heldMail(t: TransferRecord, to: Addressee, locale: Locale = DEFAULT_LOCALE): Message {
  return statusMail(t, to, locale, (l) => ({ texts: l.mail.held, rows: [[l.mail.labels.amount, formatUsd(t.amountCents, l.intl)]] }))
}

export function releasedMail(t: TransferRecord, to: Addressee, locale: Locale = DEFAULT_LOCALE): Message {
  return statusMail(t, to, locale, (l) => ({ texts: l.mail.released, rows: [[l.mail.labels.recipientGets, receivedOf(t, l)]] }))
}

/**
 * The acknowledgement of an error claim: what the sender reported, when, and the date we answer by
 * (1005.33(c)'s 90 days), in their time zone.
 */
export function claimReceivedMail(claim: Claim, to: Addressee, locale: Locale = DEFAULT_LOCALE): Message {
  return letter(claimConcerning(claim), to, locale, (l) => ({
    texts: l.mail.claimReceived,
    rows: [
      [l.mail.labels.youReported, l.legal.claimTypeLabels[claim.type]],
      [l.mail.labels.reported, dateTime(claim.reportedAt, l, to.timeZone)],
      [l.mail.labels.answerBy, dateTime(claim.dueAt, l, to.timeZone)],
    ],
  }))
}

/** 12 CFR 1005.33(c): the result of an error claim, in writing. Staff's own message stays as they wrote it. */
export function claimResolvedMail(claim: Claim, to: Addressee, locale: Locale = DEFAULT_LOCALE): Message {
  const resolution = claim.resolution
  return letter(claimConcerning(claim), to, locale, (l) => ({
    texts: l.mail.claimResolved,
    rows: [
      [l.mail.labels.youReported, l.legal.claimTypeLabels[claim.type]],
      [l.mail.labels.ourFinding, resolution ? l.legal.claimOutcomeLabels[resolution.outcome] : ''],
      ...(resolution?.refundCents ? [[l.mail.labels.refund, formatUsd(resolution.refundCents, l.intl)] as const] : []),
    ],
    after: [
      ...(resolution?.message ? [{ kind: 'paragraph', text: resolution.message } as const] : []),
      { kind: 'paragraph', text: l.mail.claimResolved.documents },
    ],
  }))
}

/** Turkish letters outside SMS's GSM 7-bit alphabet, and the plain letters a Turkish SMS writes instead. */
const TURKISH_TO_GSM7: Record<string, string> = {
  ı: 'i',
  İ: 'I',
  ş: 's',
  Ş: 'S',
  ğ: 'g',
  Ğ: 'G',
  ç: 'c',
  â: 'a',
  Â: 'A',
  î: 'i',
  Î: 'I',
  û: 'u',
  Û: 'U',
}

/**
 * Keeps a text within SMS's GSM 7-bit alphabet where the language allows, so a part holds 160
 * characters, not 70: Intl's no-break spaces become plain ones, and a Turkish text writes ş, ğ, ı,
 * ç as s, g, i, c (as Turkish SMS commonly do). Amharic cannot: its texts go as UCS-2 and are kept
 * short instead.
 */
function smsText(text: string, locale: Locale): string {
  const spaced = text.replace(/[\u00a0\u202f]/g, ' ')
  return locale === 'tr' ? spaced.replace(/[ıİşŞğĞçâÂîÎûÛ]/g, (char) => TURKISH_TO_GSM7[char] ?? char) : spaced
}

/** The most of the sender's name an SMS carries, in characters as people count them (graphemes). */
const SMS_SENDER_MAX = 20

/**
 * The sender's name as the recipient's SMS shows it: one line, at most {@link SMS_SENDER_MAX}
 * characters, cut with '...' (GSM-7 has no '…', which would make the whole SMS UCS-2). The name is
 * text a sender typed: bounded, it cannot carry a message of its own however it was stored.
 */
export function smsSenderName(name: string): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.replace(/\s+/g, ' ').trim())].map(
    (part) => part.segment,
  )
  if (graphemes.length <= SMS_SENDER_MAX) return graphemes.join('')
  return `${graphemes
    .slice(0, SMS_SENDER_MAX - 3)
    .join('')
    .trimEnd()}...`
}

/**
 * The recipient's text when the money reaches them — cash when it can be collected, a wallet or a
 * bank when it is sent — with the reference and the tracking link (`link`). We do not know the
 * recipient's language: the text is in the sender's. Long enough to take two SMS parts with the link
 * (three in Amharic, which SMS sends as UCS-2).
 */
export function readySms(t: TransferRecord, senderName: string, locale: Locale = DEFAULT_LOCALE, link?: string): string {
  const l = languageOf(locale)
  const common = { company: COMPANY.name, sender: smsSenderName(senderName), amount: receivedOf(t, l), reference: labelOf(t) }
  const text =
    t.paymentType === 'Mobile Money'
      ? l.mail.readySms.toWallet({ ...common, wallet: t.walletProvider ?? l.mail.mobileMoney })
      : t.paymentType === 'Bank Transfer'
        ? l.mail.readySms.toBank(common)
        : l.mail.readySms.toCollect({ ...common, city: t.city })
  return smsText(link === undefined ? text : `${text} ${l.mail.readySms.track} ${link}`, locale)
}

/**
 * Staff verified the account (at a verification review): the sender learns it without
 * having to look, with the limits that now apply — the limit's refusal told them to upload a document.
 */
export function accountVerifiedMail(to: Addressee, limits: { dayCents: number; monthCents: number }, locale: Locale = DEFAULT_LOCALE): Message {
  const l = languageOf(locale)
  const texts = l.mail.accountVerified
  const body = texts.body({ day: formatUsd(limits.dayCents, l.intl), month: formatUsd(limits.monthCents, l.intl) })
  return plainLetter(l, to, { ...texts, body })
}

/**
 * Staff refused the account's verification at review: the reason they recorded, as the user reads it
 * on their profile too, and what to do next (a new upload puts them back in the review queue).
 */
export function verificationRefusedMail(to: Addressee, reason: string, locale: Locale = DEFAULT_LOCALE): Message {
  const l = languageOf(locale)
  const texts = l.mail.verificationRefused
  return plainLetter(l, to, texts, [
    { kind: 'paragraph', text: reason },
    { kind: 'paragraph', text: texts.next },
  ])
}

/**
 * Someone tried to use the reader's address for another account (a sign-up, another account's
 * e-mail change): what was tried and when, that nothing changed, the way back in if it was them
 * (most often someone who forgot they have an account), and that nothing is needed if it was not.
 * The answer to the attempt was the one a free address gets, so only the owner learns of it.
 */
export function addressInUseMail(
  to: Addressee,
  attempt: { kind: AddressAttempt; at: string },
  appUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Message {
  const l = languageOf(locale)
  const texts = l.mail.addressInUse
  const when = dateTime(attempt.at, l, to.timeZone)
  const body = attempt.kind === 'sign-up' ? texts.signUp({ when }) : texts.emailChange({ when })
  return plainLetter(l, to, { subject: texts.subject, heading: texts.heading, body }, [
    { kind: 'paragraph', text: texts.ifYou },
    { kind: 'link', text: texts.signIn, href: signInLink(appUrl) },
    { kind: 'link', text: texts.resetPassword, href: forgotPasswordLink(appUrl) },
    { kind: 'paragraph', text: texts.notYou },
  ])
}

/** `amina@example.com` as `a***@example.com`: enough for its owner to know it, not to learn someone's address. */
export const maskedEmail = (email: string): string => {
  const at = email.lastIndexOf('@')
  return at < 1 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`
}

/**
 * The account's e-mail address was changed (the new address confirmed with its code): to the address
 * it left, the new one masked and when, and whom to call if it was not them, as the old address may be
 * the only one its owner still reads.
 */
export function emailChangedMail(to: Addressee, change: { newEmail: string; at: string }, locale: Locale = DEFAULT_LOCALE): Message {
  const l = languageOf(locale)
  const texts = l.mail.emailChanged
  const body = texts.body({ newEmail: maskedEmail(change.newEmail), when: dateTime(change.at, l, to.timeZone) })
  return plainLetter(l, to, { subject: texts.subject, heading: texts.heading, body }, [
    { kind: 'paragraph', text: texts.notYou({ phone: COMPANY.contact.phone }) },
  ])
}

/**
 * The password was changed or reset, and every session ended: when, and what to do if it was not
 * them (the reset's code goes to this address, which whoever changed it may not read).
 */
export function passwordChangedMail(to: Addressee, at: string, appUrl: string, locale: Locale = DEFAULT_LOCALE): Message {
  const l = languageOf(locale)
  const texts = l.mail.passwordChanged
  return plainLetter(l, to, { subject: texts.subject, heading: texts.heading, body: texts.body({ when: dateTime(at, l, to.timeZone) }) }, [
    { kind: 'paragraph', text: texts.notYou({ phone: COMPANY.contact.phone }) },
    { kind: 'link', text: texts.setNew, href: forgotPasswordLink(appUrl) },
  ])
}

/** Two-factor sign-in turned on or off (`bySupport`: a super admin's reset after a lost phone), and whom to call if it was not them. */
export function twoFactorChangedMail(
  to: Addressee,
  change: { on: boolean; bySupport: boolean; at: string },
  locale: Locale = DEFAULT_LOCALE,
): Message {
  const l = languageOf(locale)
  const texts = l.mail.twoFactorChanged
  const when = dateTime(change.at, l, to.timeZone)
  const body = change.on ? texts.on({ when }) : change.bySupport ? texts.offBySupport({ when }) : texts.off({ when })
  return plainLetter(l, to, { subject: change.on ? texts.subjectOn : texts.subjectOff, heading: texts.heading, body }, [
    { kind: 'paragraph', text: texts.notYou({ phone: COMPANY.contact.phone }) },
  ])
}
