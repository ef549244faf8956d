import { useLocation, useParams } from 'react-router'
import { MoneyTransferPage } from '../../features/send-money/components/money-transfer-page'

/** Spec 2.1/2.4: /country/sender-details/{id}?inputValue=&fees=&total= (signed in only), with the payout choice's &currency=&paymentType=. */
export default function SenderDetailsRoute() {
  const { id = '' } = useParams()
  // Read once per render from the location (react-router's useSearchParams would add to the entry).
  const query = new URLSearchParams(useLocation().search)
  const inputValue = query.get('inputValue')
  const currency = query.get('currency')
  // Another destination, amount or currency is another payment: nothing typed carries over.
  return (
    <MoneyTransferPage
      key={`${id}:${inputValue ?? ''}:${currency ?? ''}`}
      countryId={id}
      inputValue={inputValue}
      currency={currency}
      paymentType={query.get('paymentType')}
    />
  )
}
