import { computeFees, EXCHANGE_RATE_LABEL } from '../../../../../shared/money/fees'
import { formatUsd } from '../../../../../shared/money/money'
import { lastFour, maskCardNumber } from '../../../../../shared/transfers/card'
import type { CountryDetails } from '../api/get-country'
import type { MoneyTransferValues } from '../transfer-form'

interface ReviewStepProps {
  values: MoneyTransferValues
  country: CountryDetails
  amountCents: number
}

/** Spec 2.4 step 3: the review table of payment, recipient and transaction details. */
export function ReviewStep({ values, country, amountCents }: ReviewStepProps) {
  const { feeCents, totalCents } = computeFees(amountCents)
  const name = [values.firstName, values.middleName, values.lastName].map((part) => part.trim()).join(' ')
  const sections: { title: string; rows: [string, string][] }[] = [
    {
      title: 'Payment details',
      rows: [
        ['Payment type', values.paymentType],
        ['Payment method', values.paymentMethod],
        // The review never shows the whole number: only what the receipt will show.
        ['Card', maskCardNumber(lastFour(values.cardNumber))],
        ['Expiration date', values.expirationDate],
      ],
    },
    {
      title: 'Recipient details',
      rows: [
        ['Name', name],
        ['Mobile number', `+${country.countryCode} ${values.mobileNumber}`],
        ['Country', country.countryName],
        ['City', values.city],
        ['Relationship', values.relationship],
        ['Sending reason', values.sendingReason],
      ],
    },
    {
      title: 'Transaction details',
      rows: [
        ['Amount sent', formatUsd(amountCents)],
        ['Fees', formatUsd(feeCents)],
        ['Total', formatUsd(totalCents)],
        ['Recipient gets', formatUsd(amountCents)],
        ['Exchange rate', EXCHANGE_RATE_LABEL],
      ],
    },
  ]
  return (
    <div className="money-transfer__review">
      {sections.map((section) => (
        <table key={section.title} className="money-transfer__table">
          <caption>{section.title}</caption>
          <tbody>
            {section.rows.map(([label, value]) => (
              <tr key={label} className={label === 'Total' ? 'money-transfer__row--total' : undefined}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  )
}
