import { useLocation, useParams } from 'react-router'
import { MoneyTransferPage } from '../../features/transfers/components/money-transfer-page'

/** Spec 2.1/2.4: /country/sender-details/{id}?inputValue=&fees=&total= (signed in only). */
export function SenderDetailsRoute() {
  const { id = '' } = useParams()
  // Read once per render from the location (react-router's useSearchParams would add to the entry).
  const inputValue = new URLSearchParams(useLocation().search).get('inputValue')
  // Another destination or amount is another payment: nothing typed carries over.
  return <MoneyTransferPage key={`${id}:${inputValue ?? ''}`} countryId={id} inputValue={inputValue} />
}

export default SenderDetailsRoute
