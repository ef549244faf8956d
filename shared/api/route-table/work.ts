import { routeTable } from '../route-definition'
import { getWorkQueues } from './work/get-work-queues'
import { createPayoutBatch } from './work/create-payout-batch'
import { getPayoutBatch } from './work/get-payout-batch'
import { getPayoutBatchFile } from './work/get-payout-batch-file'
import { listPayoutBatches } from './work/list-payout-batches'
import { listReadyPayouts } from './work/list-ready-payouts'
import { listWaitingVerifications } from './work/list-waiting-verifications'
import { uploadPayoutResults } from './work/upload-payout-results'

/** Staff's work: the counts of every queue, the payout queues, payout batches and the uploads waiting for verification. */
export const workRoutes = routeTable(
  getWorkQueues,
  listReadyPayouts,
  createPayoutBatch,
  listPayoutBatches,
  getPayoutBatch,
  getPayoutBatchFile,
  uploadPayoutResults,
  listWaitingVerifications,
)
