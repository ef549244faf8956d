import { useParams } from 'react-router'
import { EditTransfer } from '../../../features/transfers-admin/components/edit-transfer'

/** Spec 2.1/2.8: /customers/edit-customer/{id}. */
export default function EditCustomerRoute() {
  const { id = '' } = useParams()
  return <EditTransfer key={id} id={id} />
}
