import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { PercentIcon, ReceiptIcon, ShieldIcon } from '../../../components/icons/icons'
import { Modal } from '../../../components/modal/modal'
import { computeFees, EXCHANGE_RATE_LABEL } from '../../../../../shared/money/fees'
import { formatUsd } from '../../../lib/format'
import './quick-topics.css'

/** Amounts in the fee table, in cents: both sides of the $3,000 threshold. */
const EXAMPLE_AMOUNTS_CENTS = [10_000, 50_000, 300_000, 400_000, 1_000_000] as const

function FeeTable() {
  useLinguiContext() // formats in the reader's language: renders again when it changes
  return (
    <div className="fee-table-scroll">
      <table className="fee-table">
        <caption className="visually-hidden">
          <Trans>Fee and total for example amounts</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>You send</Trans>
            </th>
            <th scope="col">
              <Trans>Fee</Trans>
            </th>
            <th scope="col">
              <Trans>You pay</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {EXAMPLE_AMOUNTS_CENTS.map((amount) => {
            const { feeCents, totalCents } = computeFees(amount)
            return (
              <tr key={amount}>
                <th scope="row">{formatUsd(amount)}</th>
                <td>{formatUsd(feeCents)}</td>
                <td>{formatUsd(totalCents)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

interface QuickTopic {
  id: string
  title: MessageDescriptor
  summary: MessageDescriptor
  icon: ReactNode
  content: ReactNode
}

const QUICK_TOPICS: readonly QuickTopic[] = [
  {
    id: 'fees',
    title: msg`Fees and exchange rate`,
    summary: msg`5% per transfer, 3% above $3,000. See exactly what you pay.`,
    icon: <PercentIcon />,
    content: (
      <>
        <p>
          <Trans>
            The fee is 5% of the amount you send, or 3% when you send more than $3,000. It is rounded to the cent and added on top, and you see it
            with the total before you pay.
          </Trans>
        </p>
        <FeeTable />
        <p>
          <Trans>
            Paid in US dollars, your recipient gets exactly the amount you send (<strong>{EXCHANGE_RATE_LABEL}</strong>); paid in their local
            currency, they get the amount we show at our rate before you pay. They pay nothing.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'track',
    title: msg`Track a transfer`,
    summary: msg`Invoice numbers, statuses and receipts explained.`,
    icon: <ReceiptIcon />,
    content: (
      <>
        <p>
          <Trans>
            Every transfer gets an invoice number starting with <code>US-</code>, for example <code>US-4821930675</code>. Your transfers are listed in
            your dashboard under My Recipients, newest first.
          </Trans>
        </p>
        <dl>
          <dt>
            <Trans comment="A transfer status, as the API names it">PENDING</Trans>
          </dt>
          <dd>
            <Trans>The transfer is created and ready for your recipient to collect. Lists show it as READY.</Trans>
          </dd>
          <dt>
            <Trans comment="A transfer status, as the API names it">PAID</Trans>
          </dt>
          <dd>
            <Trans>The money has been paid out. The transfer is final, and its receipt can be printed.</Trans>
          </dd>
        </dl>
        <p>
          <Trans>While a transfer is PENDING you can still correct the recipient’s details or cancel it.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: msg`Keep your account safe`,
    summary: msg`Password rules, sign-in protection and how we handle your card.`,
    icon: <ShieldIcon />,
    content: (
      <>
        <ul>
          <li>
            <Trans>
              Use a password of at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character, and use it
              nowhere else.
            </Trans>
          </li>
          <li>
            <Trans>After 5 failed sign-in attempts in 15 minutes, sign-in for your address pauses for the rest of the 15 minutes.</Trans>
          </li>
          <li>
            <Trans>We keep only your card’s brand, last four digits and expiry date. The CVV is never stored.</Trans>
          </li>
          <li>
            <Trans>We will never ask for your password or your full card number by phone, e-mail or chat.</Trans>
          </li>
        </ul>
        <p>
          <Trans>Something looks wrong on your account? Contact us at once, 24/7.</Trans>
        </p>
      </>
    ),
  },
]

/** Spec 2.13: three quick-topic cards, each opening a modal. */
export function QuickTopics() {
  const { i18n } = useLingui()
  const [openId, setOpenId] = useState<string | null>(null)
  const topic = QUICK_TOPICS.find((candidate) => candidate.id === openId)
  return (
    <>
      <ul className="quick-topics stack stack--loose">
        {QUICK_TOPICS.map((item) => (
          <li key={item.id}>
            <button type="button" className="quick-topic surface surface--raised" aria-haspopup="dialog" onClick={() => setOpenId(item.id)}>
              <span className="quick-topic__icon icon-tile">{item.icon}</span>
              <span className="quick-topic__title">{i18n._(item.title)}</span>
              <span className="quick-topic__summary">{i18n._(item.summary)}</span>
              <span className="quick-topic__more" aria-hidden="true">
                <Trans>Read more</Trans>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={topic !== undefined} onClose={() => setOpenId(null)} title={topic ? i18n._(topic.title) : ''}>
        {topic?.content}
      </Modal>
    </>
  )
}
