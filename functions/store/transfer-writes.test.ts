import { afterAll, describe, expect, it } from 'vitest'
import { apply, SYSTEM_ACTOR, type Move } from '../domain/transfer-moves'
import { createFakeAws } from '../lib/testing/fake-aws'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import { useMockedServiceEnv } from '../lib/testing/service-env'
import { saveTransfer } from './transfer-writes'

useMockedServiceEnv()
const aws = createFakeAws({ signAccessToken: () => 'unused' })
afterAll(() => aws.restoreClients())

const record = sampleRecord({ status: 'PENDING' })
const now = new Date('2026-11-26T10:05:00.000Z')
const held = () => apply(record, { type: 'hold', reasons: [{ kind: 'unscreened' }] }, SYSTEM_ACTOR, now)

describe('saveTransfer', () => {
  it('writes a move the domain decided, in one transaction', async () => {
    aws.arm()
    await saveTransfer(held())
    expect(aws.calls()).toEqual([{ service: 'dynamodb', command: 'TransactWriteCommand', outcome: 'ok' }])
  })

  it('refuses a status set by hand, even on the back of a real move, and sends nothing', async () => {
    const real = held()
    const forged: Move[] = [
      { before: record, after: { ...record, status: 'PAID', version: record.version + 1 }, events: [], postings: [] },
      { ...real, after: { ...real.after, status: 'PAID' } },
    ]
    for (const move of forged) {
      aws.arm()
      await expect(saveTransfer(move)).rejects.toThrow('A transfer changes only by a move of functions/domain/transfer-moves.ts')
      expect(aws.calls()).toEqual([])
    }
  })
})
