import { AddTransfer } from '../../../features/transfers-admin/components/add-transfer'
import { UserPicker } from '../../../features/users/components/user-picker'

/** Spec 2.1: /customers/add-customer (signed in; administrators only, others see 403). */
export default function AddCustomerRoute() {
  return <AddTransfer renderOwnerPicker={(binding) => <UserPicker {...binding} />} />
}
