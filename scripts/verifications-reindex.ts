/**
 * Puts the users whose uploads wait for a verification review into that queue: once,
 * after the deploy that adds it (and to repair a queue write that failed). Safe to run again, and beside live traffic.
 *
 *   npm run verifications:reindex -- --stage <name> [--region <region>]
 *   npm run verifications:reindex -- --local
 *
 * `npm start` runs it by itself on every start (a local table is small).
 */
import { parseArgs } from 'node:util'
import { useTargetEnvironment } from './lib/stage-environment'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } })
  await useTargetEnvironment(values, 'Usage: npm run verifications:reindex -- (--stage <name> [--region <region>] | --local)', fail)
  // Imported only now: the functions read their configuration from the environment set above.
  const { queueWaitingVerifications } = await import('../functions/services/verification-queue-backfill')
  const { users, queued } = await queueWaitingVerifications((done) => process.stderr.write(`\r${done} users`))
  console.log(`\nRead ${users} users: ${queued} put in the queue of uploads waiting for verification.`)
}

main().catch((error: unknown) => fail(`verifications:reindex failed: ${error instanceof Error ? error.message : String(error)}`))
