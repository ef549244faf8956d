import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { recordTransfersExport } from '../../../../../shared/api/route-table/transfers/record-transfers-export'
import { showToast } from '../../../components/toast/toast-store'
import { useFetchAllTransfers, type ExportScope } from '../../../entities/transfer/api/list-transfers'
import { filterQuery } from '../../../entities/transfer/transfer-filters'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { csvFileName, downloadText, toCsv } from '../transfers-csv'

/**
 * The Customer Dashboard's Export: every transfer of the filter (and, for staff who ask, the archived ones), read page by page (the count so far
 * in `exporting`), then recorded as an audit event (POST /api/customers/exports: who, when, the filter, the row count) and only then
 * downloaded as CSV in the reader's language — a file whose export could not be recorded is not made. Staff's file names the senders
 * and the payout details. `cancel` stops the reading, and a failure's message stays in `error` until dismissed.
 */
export function useTransfersExport() {
  const { t, i18n } = useLingui()
  const { actsAsStaff } = useSession()
  const fetchAll = useFetchAllTransfers()
  const call = useAuthedCall()
  const [exporting, setExporting] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)

  async function start(scope: ExportScope) {
    const controller = new AbortController()
    abort.current = controller
    setExporting(0)
    setError(null)
    try {
      const all = await fetchAll(scope, setExporting, controller.signal)
      const count = all.length
      await call(recordTransfersExport, {
        body: { filter: filterQuery(scope.filters), includeArchived: scope.includeArchived, rowCount: count },
        signal: controller.signal,
      })
      downloadText(await toCsv(all, i18n, { staff: actsAsStaff }), csvFileName(new Date()))
      showToast(t`Exported ${plural(count, { one: '# customer', other: '# customers' })}.`, { durationMs: 2000 })
    } catch (failure) {
      if (!controller.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure))
    } finally {
      abort.current = null
      setExporting(null)
    }
  }

  return { exporting, error, start, cancel: () => abort.current?.abort(), dismiss: () => setError(null) }
}
