/**
 * Puts the ready transfers (PENDING) of a stage that predates the payout queues into them: once,
 * after the deploy that adds the table's gsi3. Safe to run again, and beside live traffic.
 *
 *   npm run payouts:reindex -- --stage <name> [--region <region>]
 *   npm run payouts:reindex -- --local
 *
 * `npm start` runs it by itself on every start (a local table is small).
 */
import { runOperatorScript } from './lib/stage-environment'

runOperatorScript('payouts:reindex', {}, async () => {
  const { queueReadyTransfers } = await import('../functions/services/payout-queue-backfill')
  const { transfers, queued } = await queueReadyTransfers((done) => process.stderr.write(`\r${done} transfers`))
  console.log(`\nRead ${transfers} transfers: ${queued} ready ones put in their payout queues.`)
})
