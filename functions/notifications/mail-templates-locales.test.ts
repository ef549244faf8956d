import { describe, expect, it } from 'vitest'
import { CLAIM_OUTCOMES, CLAIM_TYPES, type ClaimOutcome, type ClaimType } from '../../shared/claims/claim-rules'
import type { Claim } from '../../shared/claims/claim'
import { COMPANY } from '../../shared/company'
import { disclosureLabel, legalTexts } from '../../shared/i18n/legal-texts'
import { INTL_LOCALES, LOCALES, type Locale } from '../../shared/i18n/locales'
import { formatMinor } from '../../shared/money/currencies'
import { formatUsd } from '../../shared/money/money'
import { CFPB, DEFAULT_REGULATOR, formatDateAvailable } from '../../shared/rates/disclosure'
import { DISCLOSURE_ROW_KEYS } from '../../shared/rates/disclosure-rows'
import { sampleClaim, sampleRecord } from '../lib/testing/sample-transfer-record'
import type { TransferRecord } from '../model/transfer-record'
import { cancelledMail, claimReceivedMail, claimResolvedMail, heldMail, paidOutMail, readySms, receiptMail, releasedMail } from './mail-templates'
import { mailTexts } from './mail-texts'
import { renderMail, type Message } from './message-layout'

const to = { firstName: 'Ali' }
/** A tracking link as long as a real one on the product's domain (22-character token). */
const TRACK_LINK = 'https://www.remit.example/track/Ab3_-Ab3_-Ab3_-Ab3_-Ab'
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en')

const cash = sampleRecord()
const wallet = sampleRecord({ paymentType: 'Mobile Money', walletProvider: 'M-Pesa' })
const unnamedWallet = sampleRecord({ paymentType: 'Mobile Money' })
const heldBank = sampleRecord({ paymentType: 'Bank Transfer', bankName: 'KCB', accountNumber: '12345678', status: 'ON_HOLD' })
const cancelled = sampleRecord({ status: 'CANCELLED', cancellation: { at: '2026-11-26T10:10:00.000Z', bySender: true, refundCents: 10_500 } })
const beforeQuotes = sampleRecord({ payout: undefined })

/** A resolved claim about {@link cash}, the sample transfer. */
function claim(type: ClaimType, outcome: ClaimOutcome): Claim {
  return sampleClaim({
    type,
    description: 'x',
    status: 'RESOLVED',
    // Staff's own message is sent as written, in whatever language they wrote it: none here.
    resolution: { outcome, message: '', at: '2026-11-28T10:00:00.000Z', ...(outcome === 'refund' ? { refundCents: 500 } : {}) },
    version: 2,
  })
}

/** The message without its English copy (the receipt's 1005.31(g) section), as one text. */
function ownLanguage(message: Message): string {
  const mail = renderMail({ ...message, blocks: message.blocks.filter((block) => block.kind !== 'section') })
  return `${mail.subject}\n${mail.text}`
}

const full = (message: Message): string => {
  const mail = renderMail(message)
  return `${mail.subject}\n${mail.text}`
}

/** Every template, over records that reach each of its branches, rendered in `locale`. */
const TEMPLATES: Record<string, (locale: Locale) => Message | string> = {
  ...Object.fromEntries(
    [cash, wallet, unnamedWallet, heldBank, beforeQuotes].map((t, index) => [
      `receipt ${index}`,
      (locale: Locale) => receiptMail(t, to, DEFAULT_REGULATOR, locale, 'https://remit.example'),
    ]),
  ),
  ...Object.fromEntries(
    [cash, wallet, unnamedWallet, heldBank].map((t, index) => [`paid out ${index}`, (locale: Locale) => paidOutMail(t, to, locale)]),
  ),
  cancelled: (locale) => cancelledMail(cancelled, to, locale),
  held: (locale) => heldMail(heldBank, to, locale),
  released: (locale) => releasedMail(heldBank, to, locale),
  ...Object.fromEntries(
    CLAIM_TYPES.map((type, index) => {
      const outcome = CLAIM_OUTCOMES[index % CLAIM_OUTCOMES.length] ?? 'no-error'
      return [`claim ${type} ${outcome}`, (locale: Locale) => claimResolvedMail(claim(type, outcome), to, locale)]
    }),
  ),
  'claim received': (locale) => claimReceivedMail({ ...claim('not-received', 'no-error'), status: 'OPEN', resolution: undefined }, to, locale),
  'sms cash': (locale) => readySms(cash, 'Ali Hassan', locale, TRACK_LINK),
  'sms wallet': (locale) => readySms(wallet, 'Ali Hassan', locale, TRACK_LINK),
  'sms unnamed wallet': (locale) => readySms(unnamedWallet, 'Ali Hassan', locale, TRACK_LINK),
  'sms bank': (locale) => readySms(heldBank, 'Ali Hassan', locale, TRACK_LINK),
  'sms long name': (locale) => readySms(wallet, 'Abdirahman Mohamed Abdullahi', locale, TRACK_LINK),
}

const textOf = (rendered: Message | string): string => (typeof rendered === 'string' ? rendered : ownLanguage(rendered))

const wordsOf = (text: string): Set<string> => new Set((text.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase()))

/** Names and figures: the same in every language. */
const NAMES = wordsOf(
  [
    'Amina Ali Yusuf Ali Hassan Nairobi Kenya Visa KCB M-Pesa KES USD UTC KE-US-1234567890 Abdirahman Mohamed Mohame Abdullahi',
    // The links (the receipt's transfer page, the SMS' tracking page): addresses, not words.
    'https://remit.example/customers/view-customer-details/01KB0000000000000000000000',
    TRACK_LINK,
    COMPANY.name,
    COMPANY.contact.webAddress,
    ...COMPANY.contact.postalAddress,
    DEFAULT_REGULATOR.name,
    DEFAULT_REGULATOR.website,
    CFPB.name,
    CFPB.website,
  ].join(' '),
)

/**
 * Words a language writes as English does: Somali's 'in' (that), 'way' (it is), 'i' (me) and Intl's month 'Feb',
 * Swahili's months 'Nov' and 'Feb' (Intl's abbreviations), Turkish's loanword 'transfer' and the 'e' of 'e-posta'.
 */
const SHARED_WITH_ENGLISH: Record<Locale, readonly string[]> = {
  en: [],
  so: ['in', 'way', 'i', 'feb'],
  sw: ['nov', 'feb'],
  am: [],
  tr: ['transfer', 'e'],
}

/** SMS's GSM 7-bit alphabet (3GPP TS 23.038), its basic set and extension table. */
const GSM7 = new Set([
  ...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ...'^{}\\[~]|€\f',
])

describe('e-mails and SMS in the sender’s language', () => {
  it.each(OTHER_LOCALES)('%s: every template is in the language, with no English left but names and figures', (locale) => {
    for (const [name, template] of Object.entries(TEMPLATES)) {
      const english = wordsOf(textOf(template('en')))
      const own = textOf(template(locale))
      const leftovers = [...wordsOf(own)].filter((word) => english.has(word) && !NAMES.has(word) && !SHARED_WITH_ENGLISH[locale].includes(word))
      expect(leftovers, `${name}:\n${own}`).toEqual([])
    }
  })

  it.each(OTHER_LOCALES)('%s: dates and amounts are formatted for the language, amounts in their own currency', (locale) => {
    const intl = INTL_LOCALES[locale]
    const receipt = full(receiptMail(cash, to, DEFAULT_REGULATOR, locale))
    for (const figure of [
      formatUsd(10_000, intl),
      formatUsd(10_500, intl),
      formatMinor(1_295_000, 'KES', intl),
      formatDateAvailable('2026-11-26', intl),
    ]) {
      expect(receipt).toContain(figure)
    }
    expect(full(cancelledMail(cancelled, to, locale))).toContain(legalTexts(locale).refundText(formatUsd(10_500, intl), cancelled.card))
    expect(full(paidOutMail(wallet, to, locale))).toContain(formatMinor(1_295_000, 'KES', intl))
  })

  it('a Somali receipt is the whole receipt in Somali, then the same receipt in English (12 CFR 1005.31(g))', () => {
    const message = receiptMail(heldBank, to, DEFAULT_REGULATOR, 'so')
    const mail = renderMail(message)
    const so = legalTexts('so')
    const en = legalTexts('en')
    const somaliRows = DISCLOSURE_ROW_KEYS.map((key) => `${disclosureLabel(so, key, 'KES')}:`)
    const englishRows = DISCLOSURE_ROW_KEYS.map((key) => `${disclosureLabel(en, key, 'KES')}:`)
    for (const row of [...somaliRows, ...englishRows]) expect(mail.text).toContain(row)
    for (const text of [so.rightsTitle, ...so.rightsTexts, en.rightsTitle, ...en.rightsTexts, so.mayReceiveLessNotice, en.mayReceiveLessNotice]) {
      expect(mail.text).toContain(text)
    }
    const englishStart = mail.text.indexOf('Your receipt')
    expect(englishStart).toBeGreaterThan(mail.text.indexOf(so.rightsTitle))
    expect(mail.text.indexOf(englishRows[0] ?? '')).toBeGreaterThan(englishStart)
    expect(mail.text.indexOf(somaliRows[0] ?? '')).toBeLessThan(englishStart)
    expect(mail.text).toContain(mailTexts('so').receipt.englishCopyBelow)
    expect(mail.subject).toBe(
      mailTexts('so').receipt.subject({ invoice: 'KE-US-1234567890', total: formatUsd(10_500, 'so'), recipient: 'Amina Ali Yusuf' }),
    )
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="so">/)
    expect(mail.html).toContain('<section lang="en"')
    expect(mail.html).toContain(
      '<th scope="row" style="text-align:left;font-weight:normal;color:#4b535c;padding:4px 12px 4px 0;border-bottom:1px solid #d0d7de">Qaddarka xawilaadda</th>',
    )
  })

  it.each(OTHER_LOCALES)('%s: only the receipt carries an English copy; the other e-mails are in the language alone', (locale) => {
    expect(receiptMail(cash, to, DEFAULT_REGULATOR, locale).blocks.filter((block) => block.kind === 'section')).toHaveLength(1)
    for (const message of [
      paidOutMail(cash, to, locale),
      cancelledMail(cancelled, to, locale),
      heldMail(heldBank, to, locale),
      releasedMail(heldBank, to, locale),
    ]) {
      expect(message.lang).toBe(locale)
      expect(message.blocks.some((block) => block.kind === 'section')).toBe(false)
      expect(renderMail(message).html).toContain(`<html lang="${locale}">`)
    }
  })

  it('an English receipt has no second copy', () => {
    const message = receiptMail(cash, to, DEFAULT_REGULATOR, 'en')
    expect(message.blocks.some((block) => block.kind === 'section')).toBe(false)
    expect(renderMail(message).text).not.toContain(mailTexts('en').receipt.englishCopyBelow)
  })

  it('the SMS, tracking link included, stays within GSM 7-bit and two parts wherever the language allows; Amharic (UCS-2) within three', () => {
    for (const locale of LOCALES) {
      for (const [name, template] of Object.entries(TEMPLATES).filter(([key]) => key.startsWith('sms'))) {
        const text = textOf(template(locale))
        expect(text, name).toContain(TRACK_LINK)
        if (locale === 'am') expect(text.length, name).toBeLessThanOrEqual(3 * 67)
        else {
          expect(
            [...text].filter((char) => !GSM7.has(char)),
            `${locale} ${name}: ${text}`,
          ).toEqual([])
          expect(text.length, `${locale} ${name}`).toBeLessThanOrEqual(2 * 153)
        }
      }
    }
    expect(readySms(cash, 'Ayşe Yılmaz', 'tr')).toBe(
      'Remit: Ayse Yilmaz size KES 12.950,00 gönderdi. Parayi Nairobi sehrinde KE-US-1234567890 referansi ve kimliginizle teslim alin.',
    )
  })

  it('the destination is named in the reader’s language, and a payout type it does not know is shown as stored', () => {
    const ethiopia = sampleRecord({
      countryId: 'et',
      country: 'Ethiopia',
      payout: { currency: 'ETB', rate: '150', receiveAmount: 15_000, receiveMinor: 1_500_000, dateAvailable: '2026-11-26' },
    })
    expect(full(receiptMail(ethiopia, to, DEFAULT_REGULATOR, 'am'))).toContain('ኢትዮጵያ')
    expect(full(receiptMail(ethiopia, to, DEFAULT_REGULATOR, 'so'))).toContain('Itoobiya')
    const odd: TransferRecord = sampleRecord({ paymentType: 'Courier' })
    expect(full(paidOutMail(odd, to, 'tr'))).toContain('Courier')
  })
})
