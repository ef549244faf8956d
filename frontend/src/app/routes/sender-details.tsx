import { useLocation, useParams } from 'react-router'
import { MoneyTransferPage } from '../../features/send-money/components/money-transfer-page'

/** Spec 2.1/2.4: /country/sender-details/{id}?inputValue=&fees=&total= (signed in only), with the payout choice's &currency=&paymentType=, and Send again's &recipient= or &again=. */
export default function SenderDetailsRoute() {
  const { id = '' } = useParams()
  // Read once per render from the location (react-router's useSearchParams would add to the entry).
  const query = new URLSearchParams(useLocation().search)
  const inputValue = query.get('inputValue')
  const currency = query.get('currency')
  const again = `${query.get('recipient') ?? ''}:${query.get('again') ?? ''}`
  // Another destination, amount, currency or Send again source is another payment: nothing typed carries over.
  return (
    <MoneyTransferPage
      key={`${id}:${inputValue ?? ''}:${currency ?? ''}:${again}`}
      countryId={id}
      inputValue={inputValue}
      currency={currency}
      paymentType={query.get('paymentType')}
      prefill={{ recipientId: query.get('recipient') ?? undefined, transferId: query.get('again') ?? undefined }}
    />
  )
}
