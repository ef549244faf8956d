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
import { parseArgs } from 'node:util'
import { useTargetEnvironment } from './lib/stage-environment'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } })
  await useTargetEnvironment(values, 'Usage: npm run ledger:backfill -- (--stage <name> [--region <region>] | --local)', fail)
  // Imported only now: the functions read their configuration from the environment set above.
  const { backfillLedger } = await import('../functions/services/ledger-backfill')
  const result = await backfillLedger((done) => process.stderr.write(`\r${done} transfers read`))
  console.log(
    `\nRead ${result.transfers} transfers: ${result.backfilled} given opening entries (${result.entries} entries written), ${result.skipped.length} skipped.`,
  )
  for (const id of result.skipped) console.log(`  skipped ${id}: its first entry does not say where its books start`)
}

main().catch((error: unknown) => fail(`ledger:backfill failed: ${error instanceof Error ? error.message : String(error)}`))
