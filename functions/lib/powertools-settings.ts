import { METRIC_NAMESPACE, metricService } from './metric-names'

/**
 * The Powertools settings every function of a stage gets from its stack: the service name its log
 * lines and its metrics' `service` dimension carry, and the metrics namespace (functions/lib/metrics.ts
 * sets both itself too, so the code and the environment cannot disagree). No I/O: infra imports it.
 */
export function powertoolsEnvironment(stage: string): Record<string, string> {
  return { POWERTOOLS_SERVICE_NAME: metricService(stage), POWERTOOLS_METRICS_NAMESPACE: METRIC_NAMESPACE }
}

/**
 * On a laptop (the local stack, which runs every function in one process; vitest.config.ts sets the
 * same for the tests): no metrics line on stdout, which would flood the console. The metrics are
 * still added, validated and cleared at each flush. (Nothing traces there: tracing is Lambda's.)
 */
export const LOCAL_POWERTOOLS_ENVIRONMENT = { POWERTOOLS_METRICS_DISABLED: 'true' } as const
