import { useParams } from 'react-router'
import { TransferReceipt } from '../../../features/transfers-admin/components/transfer-receipt'

/** Spec 2.1/2.9: /customers/customer-print-receipt/{id}. */
export default function CustomerReceiptRoute() {
  const { id = '' } = useParams()
  return <TransferReceipt key={id} id={id} />
}
