import { useState, type ReactNode } from 'react'
import { PercentIcon, ReceiptIcon, ShieldIcon } from '../../../components/icons/icons'
import { Modal } from '../../../components/modal/modal'
import { computeFees, EXCHANGE_RATE_LABEL } from '../../../../../shared/money/fees'
import { formatUsd } from '../../../../../shared/money/money'
import './quick-topics.css'

/** Amounts in the fee table, in cents: both sides of the $3,000 threshold. */
const EXAMPLE_AMOUNTS_CENTS = [10_000, 50_000, 300_000, 400_000, 1_000_000] as const

function FeeTable() {
  return (
    <div className="fee-table-scroll">
      <table className="fee-table">
        <caption className="visually-hidden">Fee and total for example amounts</caption>
        <thead>
          <tr>
            <th scope="col">You send</th>
            <th scope="col">Fee</th>
            <th scope="col">You pay</th>
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
  title: string
  summary: string
  icon: ReactNode
  content: ReactNode
}

const QUICK_TOPICS: readonly QuickTopic[] = [
  {
    id: 'fees',
    title: 'Fees and exchange rate',
    summary: '5% per transfer, 3% above $3,000. See exactly what you pay.',
    icon: <PercentIcon />,
    content: (
      <>
        <p>
          The fee is 5% of the amount you send, or 3% when you send more than $3,000. It is rounded to the cent and added on top, and you see it with
          the total before you pay.
        </p>
        <FeeTable />
        <p>
          Paid in US dollars, your recipient gets exactly the amount you send (<strong>{EXCHANGE_RATE_LABEL}</strong>); paid in their local currency,
          they get the amount we show at our rate before you pay. They pay nothing.
        </p>
      </>
    ),
  },
  {
    id: 'track',
    title: 'Track a transfer',
    summary: 'Invoice numbers, statuses and receipts explained.',
    icon: <ReceiptIcon />,
    content: (
      <>
        <p>
          Every transfer gets an invoice number starting with <code>US-</code>, for example <code>US-4821930675</code>. Your transfers are listed in
          your dashboard under My Recipients, newest first.
        </p>
        <dl>
          <dt>PENDING</dt>
          <dd>The transfer is created and ready for your recipient to collect. Lists show it as READY.</dd>
          <dt>PAID</dt>
          <dd>The money has been paid out. The transfer is final, and its receipt can be printed.</dd>
        </dl>
        <p>While a transfer is PENDING you can still correct the recipient’s details or cancel it.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Keep your account safe',
    summary: 'Password rules, sign-in protection and how we handle your card.',
    icon: <ShieldIcon />,
    content: (
      <>
        <ul>
          <li>
            Use a password of at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character, and use it nowhere
            else.
          </li>
          <li>After 5 failed sign-in attempts in 15 minutes, sign-in for your address pauses for the rest of the 15 minutes.</li>
          <li>We keep only your card’s brand, last four digits and expiry date. The CVV is never stored.</li>
          <li>We will never ask for your password or your full card number by phone, e-mail or chat.</li>
        </ul>
        <p>Something looks wrong on your account? Contact us at once, 24/7.</p>
      </>
    ),
  },
]

/** Spec 2.13: three quick-topic cards, each opening a modal. */
export function QuickTopics() {
  const [openId, setOpenId] = useState<string | null>(null)
  const topic = QUICK_TOPICS.find((candidate) => candidate.id === openId)
  return (
    <>
      <ul className="quick-topics">
        {QUICK_TOPICS.map((item) => (
          <li key={item.id}>
            <button type="button" className="quick-topic" aria-haspopup="dialog" onClick={() => setOpenId(item.id)}>
              <span className="quick-topic__icon">{item.icon}</span>
              <span className="quick-topic__title">{item.title}</span>
              <span className="quick-topic__summary">{item.summary}</span>
              <span className="quick-topic__more" aria-hidden="true">
                Read more
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={topic !== undefined} onClose={() => setOpenId(null)} title={topic?.title ?? ''}>
        {topic?.content}
      </Modal>
    </>
  )
}
