import { computeFees, EXCHANGE_RATE_LABEL } from '../../../../../shared/money/fees'
import { formatUsd } from '../../../../../shared/money/money'

/**
 * Spec 2.4 step 1's payment summary table: sending amount, fees, total to pay, recipient gets, and
 * the fixed exchange rate. Worked out from the amount with the shared fee rule (never from the URL).
 */
export function PaymentSummary({ amountCents }: { amountCents: number }) {
  const { feeCents, totalCents } = computeFees(amountCents)
  const rows: [string, string][] = [
    ['Sending amount', formatUsd(amountCents)],
    ['Fees', formatUsd(feeCents)],
    ['Total to pay', formatUsd(totalCents)],
    ['Recipient gets', formatUsd(amountCents)],
    ['Exchange rate', EXCHANGE_RATE_LABEL],
  ]
  return (
    <table className="money-transfer__table money-transfer__summary">
      <caption>Payment summary</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className={label === 'Total to pay' ? 'money-transfer__row--total' : undefined}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
