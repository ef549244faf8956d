import { useEffect, useRef } from 'react'
import { formatUsd } from '../../../../../shared/money/money'
import { UNDER_REVIEW_MESSAGE } from '../../../../../shared/compliance/hold'
import { formatDateAvailable } from '../../../../../shared/rates/disclosure'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { ButtonLink } from '../../../components/button/button'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { paths } from '../../../config/paths'
import type { CountryDetails } from '../api/get-country'
import { payoutText } from '../payout-text'
import { fullName } from '../transfer-format'

/**
 * After paying (issue 15): what happened, in the sender's terms, with the invoice number, the status,
 * the receipt and where to follow the transfer. It replaces the spec's toast and automatic redirect:
 * a sender who has just paid needs their receipt, not a timer.
 */
export function PaymentSuccess({ transfer, country }: { transfer: Transfer; country: CountryDetails }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const held = transfer.status === 'ON_HOLD'
  return (
    <section className="payment-success" aria-labelledby="payment-success-title">
      <h2 id="payment-success-title" ref={headingRef} tabIndex={-1} className="payment-success__title">
        {held ? UNDER_REVIEW_MESSAGE : 'Your money is on its way'}
      </h2>
      {held ? (
        <p className="payment-success__lead" role="status">
          We check every transfer before it is paid out, and this one needs a closer look. We will let you know when it is on its way; if we cannot
          send it, you get everything you paid back.
        </p>
      ) : null}
      <p className="payment-success__lead">
        {fullName(transfer)} will receive <strong>{payoutText(transfer.payout)}</strong> in {transfer.city}, {transfer.country}, available{' '}
        {formatDateAvailable(transfer.payout.dateAvailable)} by {transfer.paymentType.toLowerCase()}.
      </p>
      <dl className="payment-success__facts">
        <div className="payment-success__fact">
          <dt>Invoice</dt>
          <dd>{invoiceLabel(transfer.country, transfer.invoiceNumber)}</dd>
        </div>
        <div className="payment-success__fact">
          <dt>Status</dt>
          <dd>
            <StatusBadge status={transfer.status} />
          </dd>
        </div>
        <div className="payment-success__fact">
          <dt>You paid</dt>
          <dd>
            {formatUsd(transfer.totalCents)} with {transfer.card.brand} ending {transfer.card.last4}
          </dd>
        </div>
      </dl>
      <p className="field__hint">You can cancel within 30 minutes for a full refund: the receipt says how, and lists your rights.</p>
      <div className="payment-success__actions">
        <ButtonLink to={paths.customerPrintReceipt.getHref(transfer.id)}>View and print the receipt</ButtonLink>
        <ButtonLink to={paths.dashboardMyReciepients.getHref()} variant="secondary">
          Track your transfers
        </ButtonLink>
        <ButtonLink to={paths.countryTransfer.getHref(country.id)} variant="secondary">
          Send again
        </ButtonLink>
      </div>
    </section>
  )
}
