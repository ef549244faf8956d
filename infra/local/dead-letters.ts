import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import * as z from 'zod/mini'

/**
 * What Lambda sends to a stream event source mapping's on-failure destination when a batch runs out
 * of retries: no records, only where they are in the stream (a replay reads them again from there).
 */
export const StreamFailureSchema = z.object({
  requestContext: z.object({ requestId: z.string(), functionArn: z.string(), condition: z.string(), approximateInvokeCount: z.number() }),
  version: z.string(),
  timestamp: z.string(),
  DDBStreamBatchInfo: z.object({
    shardId: z.string(),
    startSequenceNumber: z.string(),
    endSequenceNumber: z.string(),
    batchSize: z.number(),
    streamArn: z.string(),
    approximateArrivalOfFirstRecord: z.optional(z.string()),
    approximateArrivalOfLastRecord: z.optional(z.string()),
  }),
})
export type StreamFailure = z.infer<typeof StreamFailureSchema>

/** The local dead-letter file's name in the stack's data folder. */
export const DEAD_LETTER_FILE = 'dead-letters.jsonl'

const LetterSchema = z.object({ id: z.string(), consumer: z.string(), body: StreamFailureSchema })
export type DeadLetter = z.infer<typeof LetterSchema>

/**
 * The local stack's dead-letter queue: one JSON line per failure in a file the start log names (no
 * SQS emulator runs here). `npm run events:replay -- --local` reads and removes them.
 */
export class DeadLetterFile {
  constructor(readonly path: string) {}

  add(consumer: string, body: StreamFailure): DeadLetter {
    const letter = { id: randomUUID(), consumer, body }
    appendFileSync(this.path, `${JSON.stringify(letter)}\n`)
    return letter
  }

  list(): DeadLetter[] {
    if (!existsSync(this.path)) return []
    return readFileSync(this.path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => z.parse(LetterSchema, JSON.parse(line)))
  }

  remove(id: string): void {
    const kept = this.list().filter((letter) => letter.id !== id)
    writeFileSync(this.path, kept.map((letter) => `${JSON.stringify(letter)}\n`).join(''))
  }
}
