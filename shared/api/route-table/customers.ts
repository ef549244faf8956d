import { routeTable } from '../route-definition'
import { createCustomer } from './customers/create-customer'
import { deleteCustomer } from './customers/delete-customer'
import { getCustomer } from './customers/get-customer'
import { getDailyTransferStats } from './customers/get-daily-transfer-stats'
import { listCustomers } from './customers/list-customers'
import { listMyCustomers } from './customers/list-my-customers'
import { updateCustomer } from './customers/update-customer'

/** Transfers ("customers" in the spec): one record per payment, its recipient and its status. */
export const customerRoutes = routeTable(
  createCustomer,
  listMyCustomers,
  listCustomers,
  getDailyTransferStats,
  getCustomer,
  updateCustomer,
  deleteCustomer,
)
