import { CLAIM_OUTCOME_LABELS, CLAIM_TYPE_LABELS } from '../../shared/claims/claim-rules'
import type { Claim } from '../../shared/claims/claim'
import { COMPANY } from '../../shared/company'
import { decimalToMinor, formatMinor, payoutCurrencyOf } from '../../shared/money/currencies'
import { formatUsd } from '../../shared/money/money'
import { disclosureRows } from '../../shared/rates/disclosure-rows'
import {
  CFPB,
  complaintsText,
  COMPLAINTS_TITLE,
  formatDateAvailable,
  MAY_RECEIVE_LESS_NOTICE,
  mayReceiveLess,
  RIGHTS_TEXTS,
  RIGHTS_TITLE,
  type Regulator,
} from '../../shared/rates/disclosure'
import { refundText } from '../../shared/transfers/refund-text'
import { formatPhone, invoiceLabel } from '../../shared/transfers/transfer-options'
import type { TransferRecord } from '../store/transfer-record'
import type { Block, Message } from './message-layout'

/**
 * Every e-mail and SMS the product sends (issue 18), in one place. No sanctions detail, staff name or
 * internal reason ever appears: a sender reads what happened to their money and what they can do.
 */

/** Whom a message is to: the sender's first name, and the stage's regulator for the receipt. */
export interface Addressee {
  firstName: string
}

const labelOf = (t: TransferRecord) => invoiceLabel(t.country, t.invoiceNumber)
const recipientOf = (t: TransferRecord) => [t.firstName, t.middleName, t.lastName].filter(Boolean).join(' ')
const currencyOf = (t: TransferRecord) => payoutCurrencyOf(t.payout?.currency ?? 'USD')
const receivedOf = (t: TransferRecord) =>
  t.payout ? formatMinor(t.payout.receiveMinor, currencyOf(t)) : formatMinor(decimalToMinor(t.amountCents / 100, 'USD'), 'USD')
const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso))

const contactLines = (): string[] => [
  `${COMPANY.name} · ${COMPANY.contact.phone} (toll-free) · ${COMPANY.contact.webAddress}`,
  ...COMPANY.contact.postalAddress,
]

const footer = (): Block => ({ kind: 'small', lines: contactLines() })

function payoutRows(t: TransferRecord): [string, string][] {
  const rows: [string, string][] = [['Payment type', t.paymentType]]
  if (t.walletProvider) rows.push(['Wallet', t.walletProvider])
  if (t.bankName) rows.push(['Bank', t.bankName])
  if (t.accountNumber) rows.push(['Account', t.accountNumber])
  return rows
}

/** 12 CFR 1005.31(b)(2): the receipt, sent when the sender pays (a copy of what the receipt screen shows). */
export function receiptMail(t: TransferRecord, to: Addressee, regulator: Regulator): Message {
  const figures = t.payout
    ? {
        amountCents: t.amountCents,
        feeCents: t.feeCents,
        totalCents: t.totalCents,
        rate: t.payout.rate,
        currency: currencyOf(t),
        receiveAmount: t.payout.receiveAmount,
      }
    : {
        amountCents: t.amountCents,
        feeCents: t.feeCents,
        totalCents: t.totalCents,
        rate: '1',
        currency: 'USD' as const,
        receiveAmount: t.amountCents / 100,
      }
  return {
    subject: `Receipt for ${labelOf(t)}: ${formatUsd(t.totalCents)} to ${recipientOf(t)}`,
    blocks: [
      { kind: 'heading', text: 'Your receipt' },
      {
        kind: 'paragraph',
        text: `Hi ${to.firstName}, thank you. You paid ${formatUsd(t.totalCents)} to send money to ${recipientOf(t)} in ${t.country}.`,
      },
      ...(t.status === 'ON_HOLD'
        ? [
            {
              kind: 'paragraph',
              text: 'We are checking a few details before this transfer goes on. We will e-mail you when it does; you do not need to do anything.',
            } as const,
          ]
        : []),
      {
        kind: 'rows',
        rows: [
          ['Invoice', labelOf(t)],
          ['Paid', dateTime(t.createdAt)],
          ['Recipient', recipientOf(t)],
          ['Recipient phone', formatPhone(t.mobileNumber)],
          ['Recipient location', `${t.city}, ${t.country}`],
          ...payoutRows(t),
          ['Card', `${t.card.brand} ending ${t.card.last4}`],
        ],
      },
      { kind: 'rows', rows: disclosureRows(figures) },
      { kind: 'rows', rows: [['Date available', formatDateAvailable(t.payout?.dateAvailable ?? t.createdAt.slice(0, 10))]] },
      ...(mayReceiveLess(t.paymentType) ? [{ kind: 'paragraph', text: MAY_RECEIVE_LESS_NOTICE } as const] : []),
      { kind: 'heading', text: RIGHTS_TITLE },
      ...RIGHTS_TEXTS.map((text): Block => ({ kind: 'paragraph', text })),
      { kind: 'heading', text: COMPLAINTS_TITLE },
      { kind: 'paragraph', text: complaintsText(COMPANY.name) },
      {
        kind: 'rows',
        rows: [regulator, CFPB].map((body) => [body.name, `${body.phone} · ${body.website}`] as const),
      },
      footer(),
    ],
  }
}

export function paidOutMail(t: TransferRecord, to: Addressee): Message {
  const how =
    t.paymentType === 'Mobile Money'
      ? `sent to their ${t.walletProvider ?? 'mobile money'} wallet`
      : t.paymentType === 'Bank Transfer'
        ? 'paid into their bank account'
        : 'ready for them to collect'
  return {
    subject: `${labelOf(t)}: ${recipientOf(t)}'s money has been paid out`,
    blocks: [
      { kind: 'heading', text: 'Money paid out' },
      { kind: 'paragraph', text: `Hi ${to.firstName}, the ${receivedOf(t)} you sent to ${recipientOf(t)} in ${t.country} has been ${how}.` },
      { kind: 'rows', rows: [['Invoice', labelOf(t)], ['Recipient gets', receivedOf(t)], ...payoutRows(t)] },
      footer(),
    ],
  }
}

export function cancelledMail(t: TransferRecord, to: Addressee): Message {
  const refund = t.cancellation?.refundCents ?? t.totalCents
  return {
    subject: `${labelOf(t)}: cancelled and refunded`,
    blocks: [
      { kind: 'heading', text: 'Transfer cancelled' },
      {
        kind: 'paragraph',
        text: `Hi ${to.firstName}, your transfer to ${recipientOf(t)} was cancelled. Everything you paid, fees included, goes back to your card.`,
      },
      {
        kind: 'rows',
        rows: [
          ['Invoice', labelOf(t)],
          ['Cancelled', dateTime(t.cancellation?.at ?? t.updatedAt)],
          ['Refund', refundText(refund, t.card)],
        ],
      },
      { kind: 'paragraph', text: 'Your bank may take a few days to show the refund.' },
      footer(),
    ],
  }
}

export function heldMail(t: TransferRecord, to: Addressee): Message {
  return {
    subject: `${labelOf(t)}: we are reviewing your transfer`,
    blocks: [
      { kind: 'heading', text: 'Your transfer is being reviewed' },
      {
        kind: 'paragraph',
        text: `Hi ${to.firstName}, we are checking a few details of your transfer to ${recipientOf(t)} before it goes on, as the law asks of us. Most reviews take less than one business day. We will e-mail you when it is done, and contact you if we need anything.`,
      },
      {
        kind: 'rows',
        rows: [
          ['Invoice', labelOf(t)],
          ['Amount', formatUsd(t.amountCents)],
        ],
      },
      footer(),
    ],
  }
}

export function releasedMail(t: TransferRecord, to: Addressee): Message {
  return {
    subject: `${labelOf(t)}: your transfer is on its way`,
    blocks: [
      { kind: 'heading', text: 'Review done' },
      { kind: 'paragraph', text: `Hi ${to.firstName}, we have finished reviewing your transfer to ${recipientOf(t)}. It is on its way.` },
      {
        kind: 'rows',
        rows: [
          ['Invoice', labelOf(t)],
          ['Recipient gets', receivedOf(t)],
        ],
      },
      footer(),
    ],
  }
}

/** 12 CFR 1005.33(c): the result of an error claim, in writing. */
export function claimResolvedMail(claim: Claim, to: Addressee): Message {
  const label = invoiceLabel(claim.country, claim.invoiceNumber)
  const resolution = claim.resolution
  return {
    subject: `${label}: the answer to the problem you reported`,
    blocks: [
      { kind: 'heading', text: 'The answer to your report' },
      { kind: 'paragraph', text: `Hi ${to.firstName}, we have looked into the problem you reported with your transfer to ${claim.recipientName}.` },
      {
        kind: 'rows',
        rows: [
          ['Invoice', label],
          ['You reported', CLAIM_TYPE_LABELS[claim.type]],
          ['Our finding', resolution ? CLAIM_OUTCOME_LABELS[resolution.outcome] : ''],
          ...(resolution?.refundCents ? [['Refund', formatUsd(resolution.refundCents)] as [string, string]] : []),
        ],
      },
      ...(resolution?.message ? [{ kind: 'paragraph', text: resolution.message } as const] : []),
      { kind: 'paragraph', text: 'You may ask for copies of the documents we relied on. Call or write to us.' },
      footer(),
    ],
  }
}

/**
 * The recipient's text when money is ready (cash collection or mobile money): the invoice is the
 * collection reference. Plain spaces only: Intl's no-break space is outside SMS's GSM 7-bit
 * alphabet and would halve the characters a message may hold.
 */
export function readySms(t: TransferRecord, senderName: string): string {
  const reference = labelOf(t)
  const text =
    t.paymentType === 'Mobile Money'
      ? `${COMPANY.name}: ${senderName} sent you ${receivedOf(t)} to your ${t.walletProvider ?? 'mobile money'} wallet. Reference ${reference}.`
      : `${COMPANY.name}: ${senderName} sent you ${receivedOf(t)}. Collect it in ${t.city} with reference ${reference} and your ID.`
  return text.replace(/\u00a0/g, ' ')
}
