import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import useSWR from 'swr'
import { createPayoutBatch } from '../../../../../shared/api/route-table/work/create-payout-batch'
import { getPayoutBatch } from '../../../../../shared/api/route-table/work/get-payout-batch'
import { getPayoutBatchFile } from '../../../../../shared/api/route-table/work/get-payout-batch-file'
import { listPayoutBatches } from '../../../../../shared/api/route-table/work/list-payout-batches'
import { uploadPayoutResults } from '../../../../../shared/api/route-table/work/upload-payout-results'
import type { AppliedResults, PayoutBatch, PayoutBatchDetail } from '../../../../../shared/payouts/payout-batch'
import type { PaymentType } from '../../../../../shared/transfers/transfer-options'
import { cacheKeys } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useCursorPages } from '../../../lib/use-cursor-pages'

const BATCHES_PAGE_SIZE = 20

/** `GET /api/payouts/batches`: every batch, newest first. */
export function usePayoutBatches() {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const query = { limit: BATCHES_PAGE_SIZE }
  return useCursorPages<PayoutBatch>({
    key: cacheKeys.payoutBatches(viewer, query),
    load: (cursor) => call(listPayoutBatches, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    idOf: (batch) => batch.id,
  })
}

/** `GET /api/payouts/batches/{id}`: one batch, its transfers and results. */
export function usePayoutBatch(id: string) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<PayoutBatchDetail, Error>(cacheKeys.payoutBatch(viewer, id), () => call(getPayoutBatch, { params: { id } }))
}

const CREATE_FAILED = msg`Could not create the batch. Please try again.`
const FILE_FAILED = msg`Could not download the batch file. Please try again.`
const UPLOAD_FAILED = msg`Could not upload the result file. Please try again.`

/** The batch actions, each with a fallback message in the staff member's language. */
export function usePayoutBatchActions() {
  const call = useAuthedCall()
  const { i18n } = useLingui()
  return {
    create: (countryId: string, paymentType: PaymentType, transferIds: string[]): Promise<PayoutBatch> =>
      call(createPayoutBatch, { body: { countryId, paymentType, transferIds }, fallbackMessage: i18n._(CREATE_FAILED) }),
    file: (id: string) => call(getPayoutBatchFile, { params: { id }, fallbackMessage: i18n._(FILE_FAILED) }),
    upload: (id: string, csv: string): Promise<AppliedResults> =>
      call(uploadPayoutResults, { params: { id }, body: { csv }, fallbackMessage: i18n._(UPLOAD_FAILED) }),
  }
}

/** Hands the batch file to the browser as a download: UTF-8 CSV as the partner reads it (no byte-order mark). */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  URL.revokeObjectURL(url)
}
