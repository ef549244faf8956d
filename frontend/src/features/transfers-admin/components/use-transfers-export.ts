import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { showToast } from '../../../components/toast/toast-store'
import { useFetchAllTransfers, type ExportScope } from '../../../entities/transfer/api/list-transfers'
import { csvFileName, downloadText, toCsv } from '../transfers-csv'

/**
 * The Customer Dashboard's Export: every transfer of the filter (and, for staff who ask, the archived ones), read page by page (the count so far
 * in `exporting`), then downloaded as CSV in the reader's language; `cancel` stops the reading, and a failure's message stays
 * in `error` until dismissed.
 */
export function useTransfersExport() {
  const { t, i18n } = useLingui()
  const fetchAll = useFetchAllTransfers()
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
      downloadText(await toCsv(all, i18n), csvFileName(new Date()))
      const count = all.length
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
