import { computeFees } from '../../../../../shared/money/fees'
import { formatUsd } from '../../../../../shared/money/money'
import { formatDateAvailable, MAY_RECEIVE_LESS_NOTICE, mayReceiveLess } from '../../../../../shared/rates/disclosure'
import { lastFour, maskCardNumber } from '../../../../../shared/transfers/card'
import type { CountryDetails } from '../api/get-country'
import { disclosureRows, type Rows } from '../../../../../shared/rates/disclosure-rows'
import { payoutDetailRows } from '../payout-details'
import type { MoneyTransferValues } from '../transfer-form'
import { QuoteStatus, receiveText, type QuoteLock } from './payment-summary'

interface ReviewStepProps {
  values: MoneyTransferValues
  country: CountryDetails
  amountCents: number
  lock: QuoteLock
}

/**
 * Spec 2.4 step 3, which is also the pre-payment disclosure of 12 CFR 1005.31(b)(1) (issue 15): it
 * leads with what the sender pays, what the recipient receives and when, then lists the transfer
 * amount, our fees and taxes, the total, the exchange rate, the amount in the payout currency, other
 * fees and what the recipient receives, with the notice that a bank may take its own fees where the
 * payout is into a bank account. Then the payment and the recipient as entered.
 */
export function ReviewStep({ values, country, amountCents, lock }: ReviewStepProps) {
  const { feeCents, totalCents } = computeFees(amountCents)
  const quote = lock.locked?.quote
  const name = [values.firstName, values.middleName, values.lastName].map((part) => part.trim()).join(' ')
  const payment: Rows = [
    ['Payment type', values.paymentType],
    ...payoutDetailRows({ ...values, countryId: country.id }),
    ['Payment method', values.paymentMethod],
    // The review never shows the whole number: only what the receipt will show.
    ['Card', maskCardNumber(lastFour(values.cardNumber))],
    ['Expiration date', values.expirationDate],
  ]
  const recipient: Rows = [
    ['Name', name],
    ['Mobile number', `+${country.countryCode} ${values.mobileNumber}`],
    ['Country', country.countryName],
    ['City', values.city],
    ['Relationship', values.relationship],
    ['Sending reason', values.sendingReason],
  ]
  return (
    <div className="money-transfer__review">
      <section className="disclosure" aria-labelledby="disclosure-title">
        <h3 id="disclosure-title" className="visually-hidden">
          Before you pay
        </h3>
        <dl className="disclosure__headline">
          <div>
            <dt>You pay</dt>
            <dd>{formatUsd(totalCents)}</dd>
          </div>
          <div>
            <dt>They receive</dt>
            <dd>{quote ? receiveText(quote) : '…'}</dd>
          </div>
          <div>
            <dt>Available</dt>
            <dd>{quote ? formatDateAvailable(quote.dateAvailable) : '…'}</dd>
          </div>
        </dl>
        {quote ? (
          <Table
            title="Transfer details"
            total={['Total', 'Total to recipient']}
            rows={disclosureRows({
              amountCents,
              feeCents,
              totalCents,
              rate: quote.rate,
              currency: quote.payoutCurrency,
              receiveAmount: quote.receiveAmount,
            })}
          />
        ) : null}
        {mayReceiveLess(values.paymentType) ? <p className="disclosure__notice">{MAY_RECEIVE_LESS_NOTICE}</p> : null}
        <QuoteStatus lock={lock} />
      </section>
      <Table title="Payment details" rows={payment} />
      <Table title="Recipient details" rows={recipient} />
    </div>
  )
}

function Table({ title, rows, total = [] }: { title: string; rows: Rows; total?: readonly string[] }) {
  return (
    <table className="money-transfer__table">
      <caption>{title}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className={total.includes(label) ? 'money-transfer__row--total' : undefined}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
