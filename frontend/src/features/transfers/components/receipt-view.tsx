import { EXCHANGE_RATE, EXCHANGE_RATE_LABEL } from '../../../../../shared/money/fees'
import { formatUsd } from '../../../../../shared/money/money'
import { maskCardNumber } from '../../../../../shared/transfers/card'
import { formatPhone, invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { LogoMark } from '../../../components/icons/icons'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { site } from '../../../config/site'
import { formatDateTime, fullName } from '../transfer-format'
import { DEFAULT_NOTE } from '../transfer-texts'
import './receipt.css'

/** What the recipient gets, in cents: the amount sent at the fixed rate (spec 2.4, 4: 1 USD = 1.0 USD). */
export const recipientGetsCents = (t: Pick<Transfer, 'amountCents'>): number => Math.round(t.amountCents * EXCHANGE_RATE)

/**
 * Spec 2.9: the receipt both screens show — logo, invoice, date, recipient, payment method with the
 * masked card, amount, fees, total, exchange rate, what the recipient gets, reason, status (the
 * badge's PAID or READY), notes and the support footer. It is what prints (receipt.css).
 */
export function ReceiptView({ transfer }: { transfer: Transfer }) {
  const invoice = invoiceLabel(transfer.country, transfer.invoiceNumber)
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <div className="receipt__brand">
          <LogoMark className="receipt__logo" />
          <span className="receipt__brand-name">{site.name}</span>
        </div>
        <div className="receipt__meta">
          <h2 id="receipt-title" className="receipt__title">
            Transfer Receipt
          </h2>
          <p>
            Invoice <strong className="receipt__invoice">{invoice}</strong>
          </p>
          <p>
            <time dateTime={transfer.createdAt}>{formatDateTime(transfer.createdAt)}</time>
          </p>
          <StatusBadge status={transfer.status} />
        </div>
      </header>

      <div className="receipt__grid">
        <section className="receipt__section" aria-labelledby="receipt-recipient">
          <h3 id="receipt-recipient">Recipient Information</h3>
          <dl className="detail-list">
            <Row label="Name" value={fullName(transfer)} />
            <Row label="Mobile" value={formatPhone(transfer.mobileNumber)} />
            <Row label="Country" value={transfer.country} />
            <Row label="City" value={transfer.city} />
            <Row label="Relationship" value={transfer.relationship} />
          </dl>
        </section>
        <section className="receipt__section" aria-labelledby="receipt-payment">
          <h3 id="receipt-payment">Payment</h3>
          <dl className="detail-list">
            <Row label="Payment Type" value={transfer.paymentType} />
            <Row label="Payment Method" value={transfer.paymentMethod} />
            <Row label="Card" value={`${transfer.card.brand} ${maskCardNumber(transfer.card.last4)}`} />
            <Row label="Reason" value={transfer.sendingReason} />
          </dl>
        </section>
      </div>

      <section className="receipt__section receipt__amounts" aria-labelledby="receipt-amounts">
        <h3 id="receipt-amounts">Amounts</h3>
        <dl className="detail-list">
          <Row label="Amount" value={formatUsd(transfer.amountCents)} />
          <Row label="Fees" value={formatUsd(transfer.feeCents)} />
          <Row label="Total" value={formatUsd(transfer.totalCents)} strong />
          <Row label="Exchange Rate" value={EXCHANGE_RATE_LABEL} />
          <Row label="Recipient Gets" value={formatUsd(recipientGetsCents(transfer))} strong />
        </dl>
      </section>

      <section className="receipt__section" aria-labelledby="receipt-notes">
        <h3 id="receipt-notes">Notes</h3>
        <p className="receipt__note">{transfer.note.trim() ? transfer.note : DEFAULT_NOTE}</p>
      </section>

      <footer className="receipt__footer">
        <p>
          Questions? Call us toll-free at <strong className="receipt__nowrap">{site.contact.phone}</strong> ({site.supportLine}) or visit{' '}
          <strong>{site.contact.webAddress}</strong>.
        </p>
        <address>{site.contact.postalAddress.join(', ')}</address>
      </footer>
    </article>
  )
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'detail-list__row detail-list__row--strong' : 'detail-list__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
