import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { ExchangeRate, RateProposal, SetExchangeRate } from '../../shared/rates/exchange-rates'
import { useMockedServiceEnv } from '../lib/testing/service-env'
import type { Actor } from '../model/actor'
import { decideRateProposal, setExchangeRate } from './exchange-rates'

/**
 * The rules of a rate change (four eyes on a large one, a correction voiding quotes) on a mocked
 * table: what is written, and what is refused with which code before anything is. The conditions the
 * writes carry are exercised against DynamoDB Local by functions/rates/exchange-rates.integration.test.ts.
 */
const dynamo = mockClient(DynamoDBDocumentClient)
afterAll(() => dynamo.restore())
useMockedServiceEnv()

const now = new Date('2026-11-26T09:15:00.000Z')
const staff = (sub: string, firstName: string): Actor => ({
  sub,
  email: `${sub}@example.com`,
  firstName,
  lastName: 'Staff',
  isAdmin: true,
  superAdmin: false,
  verified: true,
  twoFactorEnabled: true,
})
const ana = staff('staff-ana', 'Ana')
const ben = staff('staff-ben', 'Ben')
const KENYA = { countryId: 'ke', currency: 'KES' } as const

const current: ExchangeRate = {
  ...KENYA,
  referenceRate: '129.2',
  marginBps: 150,
  customerRate: '127.262',
  setBy: { id: 'staff-ana', name: 'Ana Staff' },
  setAt: '2026-11-25T09:00:00.000Z',
  reason: 'Weekly review',
  version: 4,
}

/** The mocked table holds `rate` as the current rate and `proposal` as the waiting one. */
function stored(rate: ExchangeRate | undefined, proposal?: RateProposal) {
  dynamo.on(GetCommand, { Key: { pk: 'RATES', sk: 'ke#KES' } }).resolves(rate ? { Item: { pk: 'RATES', sk: 'ke#KES', ...rate } } : {})
  dynamo.on(GetCommand, { Key: { pk: 'RATES', sk: 'PROPOSAL#ke#KES' } }).resolves(proposal ? { Item: { ...proposal } } : {})
}

const written = () => dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? [])
const change = (figures: Partial<SetExchangeRate>): SetExchangeRate => ({
  referenceRate: '130',
  marginBps: 150,
  reason: 'Market moved',
  expectedVersion: 4,
  ...figures,
})

beforeEach(() => {
  dynamo.reset()
  dynamo.on(TransactWriteCommand).resolves({})
  stored(current)
})

describe('setExchangeRate: a small change applies at once', () => {
  it('records the change and its percentage, on the conditions that the version is the one replaced and no proposal waits', async () => {
    const outcome = await setExchangeRate(ana, KENYA, change({}), now)
    expect(outcome).toEqual({
      applied: expect.objectContaining({ customerRate: '128.05', version: 5, changeBps: 62, setBy: { id: 'staff-ana', name: 'Ana Staff' } }),
    })
    const [items] = written()
    expect(items?.map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put', 'ConditionCheck'])
    expect(items?.[0]?.Put?.ConditionExpression).toBe('version = :previous')
    expect(items?.[2]?.ConditionCheck?.Key).toEqual({ pk: 'RATES', sk: 'PROPOSAL#ke#KES' })
    expect(items?.[0]?.Put?.Item).not.toHaveProperty('quotesValidFromVersion')
  })

  it('voids the quotes at the old rate only when marked as a correction, and later changes keep them void', async () => {
    const corrected = await setExchangeRate(ana, KENYA, change({ correction: true }), now)
    expect(corrected).toEqual({ applied: expect.objectContaining({ version: 5, correction: true, quotesValidFromVersion: 5 }) })

    stored({ ...current, version: 5, correction: true, quotesValidFromVersion: 5 })
    const later = await setExchangeRate(ben, KENYA, change({ referenceRate: '130.5', expectedVersion: 5 }), now)
    expect(later).toEqual({ applied: expect.objectContaining({ version: 6, quotesValidFromVersion: 5 }) })
    expect('applied' in later && later.applied.correction).toBeFalsy()
  })

  it('refuses a stale screen before anything is written', async () => {
    await expect(setExchangeRate(ana, KENYA, change({ expectedVersion: 3 }), now)).rejects.toMatchObject({ kind: 'conflict' })
    expect(written()).toEqual([])
  })

  it('answers 409 from the write when another change or a proposal came first', async () => {
    const cancelled = (codes: string[]) =>
      new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) })
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'ConditionalCheckFailed']))
    await expect(setExchangeRate(ana, KENYA, change({}), now)).rejects.toMatchObject({ kind: 'conflict', code: 'RATE_PROPOSAL_PENDING' })
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']))
    await expect(setExchangeRate(ana, KENYA, change({}), now)).rejects.toMatchObject({ kind: 'conflict', code: undefined })
  })
})

describe('setExchangeRate: a change of more than 10% waits for a second verified staff member', () => {
  const typo = change({ referenceRate: '12920' })

  it('is refused with RATE_CHANGE_UNCONFIRMED unless the request confirms it, writing nothing', async () => {
    await expect(setExchangeRate(ana, KENYA, typo, now)).rejects.toMatchObject({ kind: 'conflict', code: 'RATE_CHANGE_UNCONFIRMED' })
    expect(written()).toEqual([])
  })

  it('confirmed, becomes a proposal with the old and new figures, the percentage, who and why; the rate is untouched', async () => {
    const outcome = await setExchangeRate(ana, KENYA, { ...typo, confirmLargeChange: true, correction: true }, now)
    expect(outcome).toEqual({
      proposed: expect.objectContaining({
        ...KENYA,
        referenceRate: '12920',
        customerRate: '12726.2',
        baseVersion: 4,
        from: { referenceRate: '129.2', marginBps: 150, customerRate: '127.262' },
        changeBps: 990_000,
        correction: true,
        proposedBy: { id: 'staff-ana', name: 'Ana Staff' },
        proposedAt: now.toISOString(),
        reason: 'Market moved',
      }),
    })
    const [items] = written()
    expect(items?.map((item) => Object.keys(item)[0])).toEqual(['Put', 'ConditionCheck'])
    expect(items?.[0]?.Put?.Item).toMatchObject({ pk: 'RATES', sk: 'PROPOSAL#ke#KES' })
    expect(items?.[1]?.ConditionCheck).toMatchObject({ ConditionExpression: 'version = :base', ExpressionAttributeValues: { ':base': 4 } })
  })

  it("treats a currency's first rate as large (nothing to compare with)", async () => {
    stored(undefined)
    await expect(setExchangeRate(ana, KENYA, change({ expectedVersion: 0 }), now)).rejects.toMatchObject({ code: 'RATE_CHANGE_UNCONFIRMED' })
    const outcome = await setExchangeRate(ana, KENYA, change({ expectedVersion: 0, confirmLargeChange: true }), now)
    expect(outcome).toEqual({ proposed: expect.objectContaining({ baseVersion: 0, customerRate: '128.05' }) })
    expect(outcome).not.toHaveProperty('proposed.from')
  })

  it('refuses any other change of the rate while one waits (RATE_PROPOSAL_PENDING)', async () => {
    const waiting = await setExchangeRate(ana, KENYA, { ...typo, confirmLargeChange: true }, now)
    if (!('proposed' in waiting)) throw new Error('not proposed')
    stored(current, waiting.proposed)
    await expect(setExchangeRate(ben, KENYA, change({}), now)).rejects.toMatchObject({ kind: 'conflict', code: 'RATE_PROPOSAL_PENDING' })
  })
})

describe('decideRateProposal: four eyes', () => {
  async function proposed(correction = false): Promise<RateProposal> {
    const outcome = await setExchangeRate(ana, KENYA, change({ referenceRate: '12920', confirmLargeChange: true, correction }), now)
    if (!('proposed' in outcome)) throw new Error('not proposed')
    dynamo.resetHistory()
    stored(current, outcome.proposed)
    return outcome.proposed
  }
  const later = new Date('2026-11-26T09:40:00.000Z')

  it('refuses the proposer approving their own change (403 RATE_SELF_APPROVAL), writing nothing', async () => {
    const proposal = await proposed()
    await expect(decideRateProposal(ana, KENYA, { proposalId: proposal.proposalId, decision: 'approve' }, later)).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'RATE_SELF_APPROVAL',
    })
    expect(written()).toEqual([])
  })

  it('applies it on another verified staff member’s approval, recording who proposed, who approved and when', async () => {
    const proposal = await proposed(true)
    const answer = await decideRateProposal(ben, KENYA, { proposalId: proposal.proposalId, decision: 'approve' }, later)
    expect(answer.rate).toMatchObject({
      customerRate: '12726.2',
      version: 5,
      setBy: { id: 'staff-ana', name: 'Ana Staff' },
      setAt: later.toISOString(),
      changeBps: 990_000,
      correction: true,
      quotesValidFromVersion: 5,
      approval: { by: { id: 'staff-ben', name: 'Ben Staff' }, at: later.toISOString(), proposedAt: now.toISOString() },
    })
    expect(answer.proposal).toMatchObject({ outcome: 'approved', decidedBy: { id: 'staff-ben', name: 'Ben Staff' } })
    const [items] = written()
    expect(items?.map((item) => Object.keys(item)[0])).toEqual(['Delete', 'Put', 'Put', 'Put'])
    expect(items?.[0]?.Delete).toMatchObject({ ConditionExpression: 'proposalId = :id', ExpressionAttributeValues: { ':id': proposal.proposalId } })
    expect(items?.[1]?.Put?.Item).toMatchObject({ pk: 'RATE#ke#KES', sk: `PROPOSAL#${proposal.proposalId}`, outcome: 'approved' })
  })

  it('lets its proposer withdraw it, and anyone reject it, without touching the rate', async () => {
    const proposal = await proposed()
    const answer = await decideRateProposal(ana, KENYA, { proposalId: proposal.proposalId, decision: 'reject', reason: 'Typo' }, later)
    expect(answer).toEqual({ proposal: expect.objectContaining({ outcome: 'rejected', decisionReason: 'Typo' }) })
    expect(written()[0]?.map((item) => Object.keys(item)[0])).toEqual(['Delete', 'Put'])
  })

  it('answers RATE_PROPOSAL_GONE for a proposal no longer waiting (decided, withdrawn, or another one since)', async () => {
    await proposed()
    await expect(decideRateProposal(ben, KENYA, { proposalId: '01KB0000000000000000000000', decision: 'approve' }, later)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'RATE_PROPOSAL_GONE',
    })
  })

  it('is for verified staff only', async () => {
    const proposal = await proposed()
    const unverified = { ...ben, verified: false }
    await expect(decideRateProposal(unverified, KENYA, { proposalId: proposal.proposalId, decision: 'approve' }, later)).rejects.toMatchObject({
      kind: 'forbidden',
    })
  })
})
