import type { DynamoDBRecord } from 'aws-lambda'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureLogs } from '../lib/logger'
import { CONSUMERS } from './consumers'
import { streamConsumer, type ItemChange } from './stream-consumer'

/** A stream record of a transfer item (the notify consumer's filter takes it), `n`-th in the stream. */
const record = (id: string, n: number): DynamoDBRecord => ({
  eventID: `${id}-${n}`,
  eventName: 'MODIFY',
  dynamodb: {
    Keys: { pk: { S: `TRANSFER#${id}` }, sk: { S: 'TRANSFER' } },
    SequenceNumber: String(n).padStart(21, '0'),
    NewImage: { n: { N: String(n) } },
  },
})
const counterRecord = (n: number): DynamoDBRecord => ({
  eventID: `counter-${n}`,
  eventName: 'MODIFY',
  dynamodb: { Keys: { pk: { S: 'STATS' }, sk: { S: 'TOTALS' } }, SequenceNumber: String(n).padStart(21, '0') },
})
const tick = () => new Promise((resolve) => setTimeout(resolve, 1))
const nOf = (change: ItemChange) => Number(change.after?.n)

// The batches' log lines, kept out of the test output and read by the failure test.
let logged: string[] = []
let restoreLogs: () => void = () => undefined
beforeEach(() => {
  logged = []
  restoreLogs = captureLogs((line) => logged.push(line))
})
afterEach(() => restoreLogs())

describe('a stream consumer', () => {
  it("handles an item's records in stream order and different items side by side, and passes over what its filter leaves out", async () => {
    const started: number[] = []
    const finished: number[] = []
    let running = 0
    let most = 0
    const handler = streamConsumer('test', CONSUMERS.notify, async (change) => {
      started.push(nOf(change))
      most = Math.max(most, ++running)
      await tick()
      running--
      finished.push(nOf(change))
      return { handled: 1 }
    })
    const records = [record('a', 1), record('b', 2), counterRecord(3), record('a', 4), record('c', 5), record('b', 6), record('a', 7)]
    expect(await handler({ Records: records })).toEqual({ batchItemFailures: [] })
    expect([...started].sort((x, y) => x - y)).toEqual([1, 2, 4, 5, 6, 7])
    for (const [earlier, later] of [
      [1, 4],
      [4, 7],
      [2, 6],
    ] as const) {
      expect(finished.indexOf(earlier)).toBeLessThan(started.indexOf(later))
    }
    expect(most).toBe(3)
  })

  it("reports the earliest failed record; an item's records after its failure wait for the retry", async () => {
    const handled: number[] = []
    const handler = streamConsumer('test', CONSUMERS.notify, async (change) => {
      await tick()
      if (nOf(change) === 2 || nOf(change) === 5) throw new Error(`poison ${nOf(change)}`)
      handled.push(nOf(change))
      return undefined
    })
    const records = [record('a', 1), record('b', 2), record('c', 3), record('b', 4), record('c', 5), record('d', 6)]
    const answer = await handler({ Records: records })
    expect(logged.map((line) => JSON.parse(line) as unknown)).toMatchObject([{ level: 'error', failed: { eventId: 'b-2', message: 'poison 2' } }])
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: records[1]?.dynamodb?.SequenceNumber }] })
    // b's 4 waits behind its failed 2; every other item's records before a failure of their own are handled.
    expect([...handled].sort((x, y) => x - y)).toEqual([1, 3, 6])
  })
})
