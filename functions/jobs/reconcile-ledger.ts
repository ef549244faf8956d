import { logJob } from '../lib/logger'
import { publishMetrics } from '../lib/metrics'
import { runReconciliation } from '../services/ledger-reconciliation'

/**
 * The daily ledger reconciliation (EventBridge, 00:30 UTC, for the day that ended; the local stack
 * runs it for the day going on, on a timer): see `runReconciliation`. The report is stored and its
 * breaks published as the LedgerBreaks metric, which the ledger-breaks alarm watches. A failure is
 * logged and thrown, so the run counts as failed.
 */
export async function handler(event?: { day?: string }): Promise<{ day: string; breaks: number }> {
  const started = performance.now()
  const day = typeof event?.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(event.day) ? event.day : undefined
  try {
    const report = await runReconciliation(new Date(), day)
    publishMetrics()
    logJob({
      job: 'reconcileLedger',
      durationMs: Math.round(performance.now() - started),
      figures: { transfers: report.transfers, entries: report.entries, breaks: report.breakCount },
    })
    return { day: report.day, breaks: report.breakCount }
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error))
    logJob({ job: 'reconcileLedger', durationMs: Math.round(performance.now() - started), error: { name, message } })
    throw error
  }
}
