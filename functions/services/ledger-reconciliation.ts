import { isVerifiedStaff, PERMISSION_DENIED } from '../../shared/auth/permissions'
import { breaksOf, cutoffOf, LedgerTally, type LedgerPartition } from '../../shared/ledger/reconciliation'
import type { ReconciliationAnswer, ReconciliationReport } from '../../shared/ledger/reconciliation-report'
import { ForbiddenError } from '../lib/errors'
import { METRICS } from '../lib/metric-names'
import { addMetric } from '../lib/metrics'
import type { Actor } from '../model/actor'
import { listReportDays, putReport, readPartition, readReport, scanLedgerSegment } from '../store/ledger-items'

/**
 * The ledger's reconciliation with its I/O (the checks are shared/ledger/reconciliation.ts's): the
 * table read in parallel Scan segments, each transfer's partition checked as it arrives and tallied,
 * a partition with a break read again consistently before the break counts (a Scan is no snapshot: a
 * move committed between two of its pages would look like a break), the report stored per day.
 */

/** Parallel Scan segments: DynamoDB reads each on its own; four keep a small Lambda busy without throttling a table. */
export const SCAN_SEGMENTS = 4

/** How many days the staff page's picker lists. */
const DAYS_LISTED = 90

/** The UTC day before `now`'s: the day the daily run reconciles, once it has ended. */
const previousDay = (now: Date): string => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)

/** A partition's breaks, confirmed on a consistent read of it: what the Scan saw may be mid-move. */
async function confirmed(partition: LedgerPartition): Promise<{ partition: LedgerPartition; breaks: ReturnType<typeof breaksOf> }> {
  const breaks = breaksOf(partition)
  if (breaks.length === 0) return { partition, breaks }
  const again = (await readPartition(partition.transferId)).partition
  return { partition: again, breaks: breaksOf(again) }
}

/** Reconciles the whole ledger for `day` (balances up to its end, or to `now` while it goes on). */
export async function reconcileLedger(day: string, now: Date, options: { segments?: number; pageSize?: number } = {}): Promise<ReconciliationReport> {
  const started = performance.now()
  const segments = options.segments ?? SCAN_SEGMENTS
  const cutoff = cutoffOf(day, now)
  const tallies = Array.from({ length: segments }, () => new LedgerTally(day, cutoff))
  await Promise.all(
    tallies.map((tally, segment) =>
      scanLedgerSegment(
        segment,
        segments,
        async (read) => {
          const { partition, breaks } = await confirmed(read)
          tally.add(partition, breaks)
        },
        options.pageSize,
      ),
    ),
  )
  const [total, ...rest] = tallies as [LedgerTally, ...LedgerTally[]]
  for (const tally of rest) total.merge(tally)
  return total.report(now.toISOString(), Math.round(performance.now() - started))
}

/** The daily job's work: reconcile `day` (by default the day that ended), store the report, count its breaks. */
export async function runReconciliation(now: Date, day = previousDay(now)): Promise<ReconciliationReport> {
  const report = await reconcileLedger(day, now)
  await putReport(report)
  // Published on a clean day too: the alarm reads a zero, and a missing datum means the job did not run.
  addMetric(METRICS.ledgerBreaks, report.breakCount)
  return report
}

/** GET /api/reconciliation: verified staff read a day's report (the latest without one) and the days reported. */
export async function reconciliationFor(actor: Actor, day: string | undefined): Promise<ReconciliationAnswer> {
  if (!isVerifiedStaff(actor)) throw new ForbiddenError(PERMISSION_DENIED)
  const days = await listReportDays(DAYS_LISTED)
  const wanted = day ?? days[0]?.day
  const report = wanted ? await readReport(wanted) : undefined
  return { report: report ?? null, days }
}
