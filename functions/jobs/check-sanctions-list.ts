import { logJob } from '../lib/logger'
import { METRICS } from '../lib/metric-names'
import { addMetric, publishMetrics } from '../lib/metrics'
import { SANCTIONS_LIST_MAX_AGE_HOURS, sanctionsListAgeHours } from '../services/sanctions-list'
import { readListPointer } from '../store/sanctions-store'

/**
 * The daily check that the sanctions list is being refreshed (EventBridge, 06:00 UTC): publishes the
 * hours since it was last loaded or found current as SanctionsListAgeHours, which the
 * sanctions-list-stale alarm watches. With no list loaded at all, screening holds nothing, so the
 * age published is past any threshold. A failure is logged and thrown, so the run counts as failed.
 */
export async function handler(): Promise<{ ageHours: number | undefined }> {
  const started = performance.now()
  try {
    const pointer = await readListPointer()
    const ageHours = sanctionsListAgeHours(pointer, new Date())
    addMetric(METRICS.sanctionsListAgeHours, ageHours ?? NEVER_LOADED_HOURS)
    publishMetrics()
    logJob({
      job: 'checkSanctionsList',
      durationMs: Math.round(performance.now() - started),
      figures: { ageHours: ageHours ?? -1, maxAgeHours: SANCTIONS_LIST_MAX_AGE_HOURS },
    })
    return { ageHours }
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error))
    logJob({ job: 'checkSanctionsList', durationMs: Math.round(performance.now() - started), error: { name, message } })
    throw error
  }
}

/** What "never loaded" publishes: a year, far past the alarm's threshold. */
const NEVER_LOADED_HOURS = 365 * 24
