import { useParams } from 'react-router'
import { TransferClaims } from '../../../features/claims/components/transfer-claims'
import { TransferDetails } from '../../../features/transfers-admin/components/transfer-receipt'

/** Spec 2.1/2.9: /customers/view-customer-details/{id}. */
export default function CustomerDetailsRoute() {
  const { id = '' } = useParams()
  // The problem reports are the claims feature's: composed here, as features never import each other.
  return <TransferDetails key={id} id={id} renderClaims={(props) => <TransferClaims {...props} />} />
}
