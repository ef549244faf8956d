import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics'
import type { EmfOutput } from '@aws-lambda-powertools/metrics/types'
import { config } from './config'
import { METRIC_NAMESPACE, METRICS, metricService, type MetricName } from './metric-names'

/**
 * The business metrics (functions/lib/metric-names.ts) through Powertools: added where a write
 * succeeded, published by the route wrapper once per invocation as one CloudWatch embedded-metric-
 * format line on stdout, which CloudWatch turns into metrics without an API call. Namespace `Remit`,
 * default dimension `service` = the stage's service name. POWERTOOLS_METRICS_DISABLED (the local
 * stack and the tests) keeps the line out of stdout; everything else still runs.
 *
 * One instance per process, made on first use (STAGE is read then). In Lambda an instance serves
 * one request at a time, so a flush holds that request's metrics; the local gateway runs requests
 * side by side, where one request's flush may take another's along (the sums are the same).
 */
let instance: Metrics | undefined
const metrics = (): Metrics => (instance ??= new Metrics({ namespace: METRIC_NAMESPACE, serviceName: metricService(config().STAGE) }))

/** The metrics that are amounts rather than counts of events (CloudWatch has no unit for cents or hours). */
const AMOUNTS: ReadonlySet<MetricName> = new Set([METRICS.moneyVolumeUsdCents, METRICS.sanctionsListAgeHours])

/** Adds `value` (1: one event) to a business metric; cents and hours are amounts of no unit, events a count. */
export function addMetric(name: MetricName, value = 1): void {
  metrics().addMetric(name, AMOUNTS.has(name) ? MetricUnit.NoUnit : MetricUnit.Count, value)
}

type Capture = (emf: EmfOutput) => void
let capture: Capture | undefined

/** Lets tests read each flush's EMF object (as printed when metrics are enabled). Returns a function that stops it. */
export function captureMetrics(next: Capture): () => void {
  const previous = capture
  capture = next
  return () => {
    capture = previous
  }
}

/** Publishes the metrics added since the last flush, if any (Powertools warns on an empty flush, so there is none). */
export function publishMetrics(): void {
  if (!instance?.hasStoredMetrics()) return
  capture?.(instance.serializeMetrics())
  instance.publishStoredMetrics()
}
