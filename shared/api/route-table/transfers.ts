import { routeTable } from '../route-definition'
import { cancelTransfer } from './transfers/cancel-transfer'
import { createTransfer } from './transfers/create-transfer'
import { deleteTransfer } from './transfers/delete-transfer'
import { getTransfer } from './transfers/get-transfer'
import { getDailyTransferStats } from './transfers/get-daily-transfer-stats'
import { listTransfers } from './transfers/list-transfers'
import { listMyTransfers } from './transfers/list-my-transfers'
import { recordTransfersExport } from './transfers/record-transfers-export'
import { trackTransfer } from './transfers/track-transfer'
import { updateTransfer } from './transfers/update-transfer'

/** Transfers ("customers" in the spec): one record per payment, its recipient and its status. */
export const transferRoutes = routeTable(
  createTransfer,
  listMyTransfers,
  listTransfers,
  getDailyTransferStats,
  getTransfer,
  updateTransfer,
  deleteTransfer,
  cancelTransfer,
  trackTransfer,
  recordTransfersExport,
)
