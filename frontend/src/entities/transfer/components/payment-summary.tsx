import { Trans, useLingui } from '@lingui/react/macro'
import { decimalToMinor, type PayoutCurrency } from '../../../../../shared/money/currencies'
import { rateLabel } from '../../../../../shared/money/exchange-rate'
import { computeFees } from '../../../../../shared/money/fees'
import { formatDateAvailable } from '../../../../../shared/rates/disclosure'
import type { Quote } from '../../../../../shared/rates/quote'
import { Button } from '../../../components/button/button'
import { formatMinor, formatUsd } from '../../../lib/format'
import { intlLocale } from '../../../lib/i18n/i18n'
import { RateLock } from './rate-lock'
import { SummaryTable, type SummaryRow } from './summary-table'
import { legal } from '../transfer-texts'
import type { QuoteLock } from '../api/use-quote'

/** What the recipient gets, as the quote says: 'KES 12,950.00' (in the reader's language). */
export const receiveText = (quote: Pick<Quote, 'receiveAmount' | 'payoutCurrency'>): string =>
  formatMinor(decimalToMinor(quote.receiveAmount, quote.payoutCurrency), quote.payoutCurrency)

/**
 * Spec 2.4's payment summary (sending amount, fees, total to pay, recipient gets, exchange rate),
 * with the quote's figures: what the recipient gets in the payout currency, the rate, when
 * the money is available and how long the rate holds. Fee and total come from the shared fee rule,
 * the same the server's quote applies (never from the URL).
 */
export function PaymentSummary({ amountCents, currency, lock }: { amountCents: number; currency: PayoutCurrency; lock: QuoteLock }) {
  const { t } = useLingui()
  const { feeCents, totalCents } = computeFees(amountCents)
  const quote = lock.locked?.quote
  const pending = lock.error ? t`Not available` : '…'
  /** Label, value, and whether the row is the total (in bold). */
  const rows: SummaryRow[] = [
    [t`Sending amount`, formatUsd(amountCents)],
    [t`Fees`, formatUsd(feeCents)],
    [t`Total to pay`, formatUsd(totalCents), true],
    [t`Recipient gets`, quote ? receiveText(quote) : pending],
    [t`Exchange rate`, currency === 'USD' ? legal().noExchange : quote ? rateLabel(quote.rate, quote.payoutCurrency) : pending],
    [t`Money available`, quote ? formatDateAvailable(quote.dateAvailable, intlLocale()) : pending],
  ]
  return (
    <div className="money-transfer__summary-box">
      <SummaryTable caption={<Trans>Payment summary</Trans>} rows={rows} className="money-transfer__summary" />
      <QuoteStatus lock={lock} />
    </div>
  )
}

/** The rate lock's time left, its renewal, or why there is no rate with a way to ask again. */
export function QuoteStatus({ lock }: { lock: QuoteLock }) {
  if (lock.error && !lock.renewing) {
    return (
      <div className="rate-lock rate-lock--failed split-row" role="alert">
        <p>{lock.error.message}</p>
        <Button variant="secondary" onClick={lock.renew}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (!lock.locked) {
    return (
      <p className="rate-lock split-row" role="status">
        <Trans>Getting your rate…</Trans>
      </p>
    )
  }
  return <RateLock locked={lock.locked} renewing={lock.renewing} />
}
