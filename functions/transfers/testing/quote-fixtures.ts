import { GetCommand, type DynamoDBDocumentClientResolvedConfig, type ServiceInputTypes, type ServiceOutputTypes } from '@aws-sdk/lib-dynamodb'
import type { AwsStub } from 'aws-sdk-client-mock'
import { ulid } from 'ulid'
import { toCents } from '../../../shared/money/money'
import type { Quote } from '../../../shared/rates/quote'
import { usdQuoteFigures } from '../../../shared/rates/testing/usd-quote-figures'
import { QUOTE_TO_FETCH } from './transfer-rules'

type DocumentClientStub = AwsStub<ServiceInputTypes, ServiceOutputTypes, DynamoDBDocumentClientResolvedConfig>

const quoted = new WeakMap<object, string>()

/**
 * For the handler tests with a mocked DynamoDB: `body` with a quote made for it (USD 1:1, valid
 * until 2100) and held by `holder` (the caller who pays with it: the test token's `user-1` unless
 * named), and the mock answering that quote's read; the same body object gets the same quote (a
 * retried payment). A body that names another quote is kept.
 */
export function withMockedQuote<T extends Record<string, unknown>>(dynamo: DocumentClientStub, body: T, holder = 'user-1'): T {
  if (body.quoteId !== QUOTE_TO_FETCH) return body
  const known = quoted.get(body)
  if (known) return { ...body, quoteId: known }
  const quote: Quote = {
    quoteId: ulid(),
    countryId: String(body.countryId).trim().toLowerCase(),
    paymentType: body.paymentType as Quote['paymentType'],
    ...usdQuoteFigures(toCents(Number(body.inputValue))),
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2100-01-01T00:00:00.000Z',
    dateAvailable: '2026-01-01',
  }
  dynamo.on(GetCommand, { Key: { pk: `QUOTE#${quote.quoteId}`, sk: 'QUOTE' } }).resolves({ Item: { quote, holder } })
  quoted.set(body, quote.quoteId)
  return { ...body, quoteId: quote.quoteId }
}
