import { logJob } from '../lib/logger'
import { sweepStaleUploads } from '../services/documents'

/**
 * The scheduled sweep of uploads never finished (EventBridge, hourly; the local stack runs the same
 * on a timer): see `sweepStaleUploads`. A failure is logged and thrown, so the run counts as failed.
 */
export async function handler(): Promise<{ swept: number }> {
  const started = performance.now()
  try {
    const swept = await sweepStaleUploads(new Date())
    logJob({ job: 'sweepUploads', durationMs: Math.round(performance.now() - started), figures: { swept } })
    return { swept }
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error))
    logJob({ job: 'sweepUploads', durationMs: Math.round(performance.now() - started), error: { name, message } })
    throw error
  }
}
