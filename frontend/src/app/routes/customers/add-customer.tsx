import { AddCustomer } from '../../../features/customers/components/add-customer'

/** Spec 2.1: /customers/add-customer (signed in; administrators only, others see 403). */
export function AddCustomerRoute() {
  return <AddCustomer />
}

export default AddCustomerRoute
