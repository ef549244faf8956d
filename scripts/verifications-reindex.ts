/**
 * Puts the users whose uploads wait for a verification review into that queue: once,
 * after the deploy that adds it (and to repair a queue write that failed). Safe to run again, and beside live traffic.
 *
 *   npm run verifications:reindex -- --stage <name> [--region <region>]
 *   npm run verifications:reindex -- --local
 *
 * `npm start` runs it by itself on every start (a local table is small).
 */
import { runOperatorScript } from './lib/stage-environment'

runOperatorScript('verifications:reindex', {}, async () => {
  const { queueWaitingVerifications } = await import('../functions/services/verification-queue-backfill')
  const { users, queued } = await queueWaitingVerifications((done) => process.stderr.write(`\r${done} users`))
  console.log(`\nRead ${users} users: ${queued} put in the queue of uploads waiting for verification.`)
})
