import { Duration } from 'aws-cdk-lib'
import { Metric, type MetricOptions } from 'aws-cdk-lib/aws-cloudwatch'
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import { METRIC_NAMESPACE, metricService, type MetricName } from '../../../functions/lib/metric-names'

/** The period of every alarm and graph that does not say otherwise. */
export const FIVE_MINUTES = Duration.minutes(5)

/**
 * An HTTP API metric (`Count`, `4xx`, `5xx`, `Latency`) for the whole API. Named here rather than
 * through HttpApi.metricCount(), whose default statistic (SampleCount) is not the request count.
 */
export function apiMetric(api: IHttpApi, metricName: 'Count' | '4xx' | '5xx' | 'Latency', statistic: string, options: MetricOptions = {}): Metric {
  return new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: api.apiId }, statistic, period: FIVE_MINUTES, ...options })
}

/** A DynamoDB metric of the table (of one of its global indexes, or of one operation), summed. */
export function tableMetric(table: ITable, metricName: string, options: MetricOptions & { indexName?: string; operation?: string } = {}): Metric {
  const { indexName, operation, ...rest } = options
  return new Metric({
    namespace: 'AWS/DynamoDB',
    metricName,
    dimensionsMap: {
      TableName: table.tableName,
      ...(indexName ? { GlobalSecondaryIndexName: indexName } : {}),
      ...(operation ? { Operation: operation } : {}),
    },
    statistic: 'Sum',
    period: FIVE_MINUTES,
    ...rest,
  })
}

/** One of the business metrics the functions publish (functions/lib/metric-names.ts), summed. */
export function businessMetric(stage: string, metricName: MetricName, options: MetricOptions = {}): Metric {
  return new Metric({ namespace: METRIC_NAMESPACE, metricName, dimensionsMap: { service: metricService(stage) }, statistic: 'Sum', ...options })
}
