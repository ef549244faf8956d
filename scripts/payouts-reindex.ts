/**
 * Puts the ready transfers (PENDING) of a stage that predates the payout queues into them: once,
 * after the deploy that adds the table's gsi3. Safe to run again, and beside live traffic.
 *
 *   npm run payouts:reindex -- --stage <name> [--region <region>]
 *   npm run payouts:reindex -- --local
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
  await useTargetEnvironment(values, 'Usage: npm run payouts:reindex -- (--stage <name> [--region <region>] | --local)', fail)
  // Imported only now: the functions read their configuration from the environment set above.
  const { queueReadyTransfers } = await import('../functions/services/payout-queue-backfill')
  const { transfers, queued } = await queueReadyTransfers((done) => process.stderr.write(`\r${done} transfers`))
  console.log(`\nRead ${transfers} transfers: ${queued} ready ones put in their payout queues.`)
}

main().catch((error: unknown) => fail(`payouts:reindex failed: ${error instanceof Error ? error.message : String(error)}`))
