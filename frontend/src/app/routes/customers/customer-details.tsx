import { useParams } from 'react-router'
import { TransferDetails } from '../../../features/transfers/components/transfer-receipt'

/** Spec 2.1/2.9: /customers/view-customer-details/{id}. */
export function CustomerDetailsRoute() {
  const { id = '' } = useParams()
  return <TransferDetails key={id} id={id} />
}

export default CustomerDetailsRoute
