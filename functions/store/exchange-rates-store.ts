import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import * as z from 'zod/mini'
import type { PayoutCurrency } from '../../shared/money/currencies'
import {
  DecidedRateProposalSchema,
  ExchangeRateSchema,
  RateProposalSchema,
  type DecidedRateProposal,
  type ExchangeRate,
  type RateProposal,
} from '../../shared/rates/exchange-rates'
import { RATE_CHANGE_REFUSALS, RATE_CHANGED_MESSAGE } from '../../shared/rates/rate-change'
import { cancellationCodes, isConditionFailure } from '../lib/aws-errors'
import { dynamo } from '../lib/clients'
import { config } from '../lib/config'
import { ConflictError } from '../lib/errors'
import { keyOf, prefixOf } from '../model/table-keys'

/**
 * Exchange rates an admin set: the current one per destination and currency in the `RATES`
 * partition, beside the large changes waiting for a second approver (one per rate); every change, the
 * first included, and every decided proposal in the rate's own partition. Each write is one
 * transaction, conditional on what it replaces: a change on the version before it and on no proposal
 * waiting, a proposal on the rate it changes, a decision on the proposal still being the one decided.
 */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

const table = () => config().TABLE_NAME
const current = (countryId: string, currency: string) => keyOf('exchangeRate', { countryId, currency })
const change = (countryId: string, currency: string, version: number) =>
  keyOf('exchangeRateChange', { countryId, currency, version: String(version).padStart(8, '0') })
const proposalKey = (countryId: string, currency: string) => keyOf('rateProposal', { countryId, currency })
const decisionKey = (countryId: string, currency: string, id: string) => keyOf('rateDecision', { countryId, currency, id })

const parseRate = (item: Record<string, unknown>): ExchangeRate => z.parse(ExchangeRateSchema, item)
const parseProposal = (item: Record<string, unknown>): RateProposal => z.parse(RateProposalSchema, item)
const PROPOSAL_SK = prefixOf('rateProposal', 'sk')
const DECISION_SK = prefixOf('rateDecision', 'sk')

/** Every current rate (a handful: one per destination and local currency) and the proposals waiting, in one Query of their partition. */
export async function listRates(): Promise<{ rates: ExchangeRate[]; proposals: RateProposal[] }> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': prefixOf('exchangeRate', 'pk') },
      ConsistentRead: true,
    }),
  )
  const items = out.Items ?? []
  const isProposal = (item: Record<string, unknown>) => String(item.sk).startsWith(PROPOSAL_SK)
  return { rates: items.filter((item) => !isProposal(item)).map(parseRate), proposals: items.filter(isProposal).map(parseProposal) }
}

/** The current rate of one destination and currency, read consistently (a quote must use the latest). */
export async function getRate(countryId: string, currency: PayoutCurrency): Promise<ExchangeRate | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: current(countryId, currency), ConsistentRead: true }))
  return out.Item ? parseRate(out.Item) : undefined
}

/** The change of this rate waiting for a second approver, if any. */
export async function getProposal(countryId: string, currency: PayoutCurrency): Promise<RateProposal | undefined> {
  const out = await dynamo.send(new GetCommand({ TableName: table(), Key: proposalKey(countryId, currency), ConsistentRead: true }))
  return out.Item ? parseProposal(out.Item) : undefined
}

/** Every change of one rate and every decided proposal, each newest first, in one Query of the rate's partition. */
export async function rateHistory(
  countryId: string,
  currency: PayoutCurrency,
): Promise<{ changes: ExchangeRate[]; decisions: DecidedRateProposal[] }> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': change(countryId, currency, 0).pk },
      ScanIndexForward: false,
    }),
  )
  const items = out.Items ?? []
  const isDecision = (item: Record<string, unknown>) => String(item.sk).startsWith(DECISION_SK)
  return {
    changes: items.filter((item) => String(item.sk).startsWith(prefixOf('exchangeRateChange', 'sk'))).map(parseRate),
    decisions: items.filter(isDecision).map((item) => z.parse(DecidedRateProposalSchema, item)),
  }
}

/** The current item and the history item of `rate`, conditional on the version it replaces (`version` − 1; 0: none yet). */
function rateWrites(rate: ExchangeRate): TransactItem[] {
  const previous = rate.version - 1
  return [
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
  ]
}

/** Sends `items` as one transaction; a failed condition is the 409 `refusal` says (by the item that failed), anything else is thrown. */
async function transact(items: TransactItem[], refusal: (codes: string[]) => ConflictError): Promise<void> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }))
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    throw refusal(cancellationCodes(error))
  }
}

const rateChanged = () => new ConflictError(RATE_CHANGED_MESSAGE)
const proposalPending = () => new ConflictError(RATE_CHANGE_REFUSALS.RATE_PROPOSAL_PENDING, 'RATE_PROPOSAL_PENDING')
const proposalGone = () => new ConflictError(RATE_CHANGE_REFUSALS.RATE_PROPOSAL_GONE, 'RATE_PROPOSAL_GONE')

/**
 * Records `rate` (its `version` one more than the one it replaces) as current and in the history,
 * on the condition that no large change of it waits for approval; 409 if another change came first
 * (or a proposal did: RATE_PROPOSAL_PENDING).
 */
export async function putRate(rate: ExchangeRate): Promise<void> {
  const noProposal: TransactItem = {
    ConditionCheck: { TableName: table(), Key: proposalKey(rate.countryId, rate.currency), ConditionExpression: 'attribute_not_exists(pk)' },
  }
  await transact([...rateWrites(rate), noProposal], (codes) => (codes[2] === 'ConditionalCheckFailed' ? proposalPending() : rateChanged()))
}

/** Records a large change as waiting for approval: only while none waits and the rate is still at the version it changes. */
export async function putProposal(proposal: RateProposal): Promise<void> {
  const key = current(proposal.countryId, proposal.currency)
  const rateUnchanged: TransactItem = {
    ConditionCheck: {
      TableName: table(),
      Key: key,
      ...(proposal.baseVersion === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : { ConditionExpression: 'version = :base', ExpressionAttributeValues: { ':base': proposal.baseVersion } }),
    },
  }
  const put: TransactItem = {
    Put: {
      TableName: table(),
      Item: { ...proposalKey(proposal.countryId, proposal.currency), ...proposal },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }
  await transact([put, rateUnchanged], (codes) => (codes[0] === 'ConditionalCheckFailed' ? proposalPending() : rateChanged()))
}

/** Removes the waiting proposal, on the condition that it is still `proposalId` (not withdrawn and proposed again meanwhile). */
const proposalDelete = (decided: DecidedRateProposal): TransactItem => ({
  Delete: {
    TableName: table(),
    Key: proposalKey(decided.countryId, decided.currency),
    ConditionExpression: 'proposalId = :id',
    ExpressionAttributeValues: { ':id': decided.proposalId },
  },
})

const decisionPut = (decided: DecidedRateProposal): TransactItem => ({
  Put: {
    TableName: table(),
    Item: { ...decisionKey(decided.countryId, decided.currency, decided.proposalId), ...decided },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
})

/**
 * An approval, in one transaction: the proposal leaves, the decision is recorded, and `rate` becomes
 * current and enters the history (conditional on the version the proposal changed). 409
 * RATE_PROPOSAL_GONE when the proposal was decided or withdrawn meanwhile.
 */
export async function approveProposal(decided: DecidedRateProposal, rate: ExchangeRate): Promise<void> {
  await transact([proposalDelete(decided), decisionPut(decided), ...rateWrites(rate)], (codes) =>
    codes[0] === 'ConditionalCheckFailed' || codes[1] === 'ConditionalCheckFailed' ? proposalGone() : rateChanged(),
  )
}

/** A rejection (or its proposer's withdrawal): the proposal leaves and the decision is recorded, in one transaction. */
export async function rejectProposal(decided: DecidedRateProposal): Promise<void> {
  await transact([proposalDelete(decided), decisionPut(decided)], () => proposalGone())
}
