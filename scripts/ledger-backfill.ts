/**
 * Gives every transfer stored before the ledger existed its opening journal entries (what the moves
 * would have posted on the way to where its books start: functions/domain/opening-entries.ts), then
 * says how many it wrote. Conditional writes at version 0: running it again writes nothing, and it may
 * run beside live traffic (a transfer that moves meanwhile is read and judged again).
 *
 *   npm run ledger:backfill -- --local
 *   npm run ledger:backfill -- --stage <name> [--region <region>]
 *
 * Then `npm run ledger:check` should find no missing-payment break; the transfers it lists as skipped
 * start with an entry it cannot place and need a person.
 */
import { runOperatorScript } from './lib/stage-environment'

runOperatorScript('ledger:backfill', {}, async () => {
  const { backfillLedger } = await import('../functions/services/ledger-backfill')
  const result = await backfillLedger((done) => process.stderr.write(`\r${done} transfers read`))
  console.log(
    `\nRead ${result.transfers} transfers: ${result.backfilled} given opening entries (${result.entries} entries written), ${result.skipped.length} skipped.`,
  )
  for (const id of result.skipped) console.log(`  skipped ${id}: its first entry does not say where its books start`)
})
