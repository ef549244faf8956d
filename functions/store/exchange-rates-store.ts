import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import type { PayoutCurrency } from '../../shared/money/currencies'
import { ExchangeRateSchema, type ExchangeRate } from '../../shared/rates/exchange-rates'
import { isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { ConflictError } from '../lib/errors'
import { keyOf, prefixOf } from '../model/table-keys'

/**
 * Exchange rates an admin set: the current one per destination and currency in the
 * `RATES` partition, and every change, the first included, in the rate's own partition. A change
 * writes both in one transaction, conditional on the version it replaces.
 */
const table = () => config().TABLE_NAME
const current = (countryId: string, currency: string) => keyOf('exchangeRate', { countryId, currency })
const change = (countryId: string, currency: string, version: number) =>
  keyOf('exchangeRateChange', { countryId, currency, version: String(version).padStart(8, '0') })

const RATE_CHANGED_MESSAGE = 'Someone changed this rate meanwhile. Reload to see the current rate, then try again.'

const parseRate = (item: Record<string, unknown>): ExchangeRate => z.parse(ExchangeRateSchema, item)

/** Every current rate (a handful: one per destination and local currency). */
export async function listRates(): Promise<ExchangeRate[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixOf('exchangeRate', 'pk') },
    }),
  )
  return (out.Items ?? []).map(parseRate)
}

/** The current rate of one destination and currency, read consistently (a quote must use the latest). */
export async function getRate(countryId: string, currency: PayoutCurrency): Promise<ExchangeRate | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: current(countryId, currency), ConsistentRead: true }))
  return out.Item ? parseRate(out.Item) : undefined
}

/** Every change of one rate, newest first. */
export async function rateHistory(countryId: string, currency: PayoutCurrency): Promise<ExchangeRate[]> {
  const key = change(countryId, currency, 0)
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :change)',
      ExpressionAttributeValues: { ':pk': key.pk, ':change': prefixOf('exchangeRateChange', 'sk') },
      ScanIndexForward: false,
    }),
  )
  return (out.Items ?? []).map(parseRate)
}

/** Records `rate` (its `version` one more than the one it replaces) as current and in the history; 409 if another change came first. */
export async function putRate(rate: ExchangeRate): Promise<void> {
  const previous = rate.version - 1
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: { ...current(rate.countryId, rate.currency), ...rate },
              ...(previous === 0
                ? { ConditionExpression: 'attribute_not_exists(pk)' }
                : { ConditionExpression: 'version = :previous', ExpressionAttributeValues: { ':previous': previous } }),
            },
          },
          {
            Put: {
              TableName: table(),
              Item: { ...change(rate.countryId, rate.currency, rate.version), ...rate },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    )
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(RATE_CHANGED_MESSAGE)
    throw error
  }
}
