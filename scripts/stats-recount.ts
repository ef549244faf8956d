/**
 * Rebuilds the dashboard counters from the stored transfers and their journal entries: once on a
 * stage whose counters predate the ledger's figures (fee and FX revenue, claim refunds, refunds),
 * or to repair counters a recount found wrong. Run it while the stage takes no transfer writes
 * (docs/operations.md), then once more: the second run rewrites the same figures.
 *
 *   npm run stats:recount -- --stage <name> [--region <region>]
 *   npm run stats:recount -- --local
 */
import { parseArgs } from 'node:util'
import { useTargetEnvironment } from './lib/stage-environment'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } })
  await useTargetEnvironment(values, 'Usage: npm run stats:recount -- (--stage <name> [--region <region>] | --local)', fail)
  // Imported only now: the functions read their configuration from the environment set above.
  const { rebuildCounters } = await import('../functions/services/counter-rebuild')
  const { transfers, counters } = await rebuildCounters((scanned) => process.stderr.write(`\r${scanned} items read`))
  console.log(`\nCounted ${transfers} live transfers: ${counters} counter items written.`)
}

main().catch((error: unknown) => fail(`stats:recount failed: ${error instanceof Error ? error.message : String(error)}`))
