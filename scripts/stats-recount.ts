/**
 * Rebuilds the dashboard counters from the stored transfers and their journal entries: once on a
 * stage whose counters predate the ledger's figures (fee and FX revenue, claim refunds, refunds),
 * or to repair counters a recount found wrong. Run it while the stage takes no transfer writes
 * (docs/operations.md), then once more: the second run rewrites the same figures.
 *
 *   npm run stats:recount -- --stage <name> [--region <region>]
 *   npm run stats:recount -- --local
 */
import { runOperatorScript } from './lib/stage-environment'

runOperatorScript('stats:recount', {}, async () => {
  const { rebuildCounters } = await import('../functions/services/counter-rebuild')
  const { transfers, counters } = await rebuildCounters((scanned) => process.stderr.write(`\r${scanned} items read`))
  console.log(`\nCounted ${transfers} live transfers: ${counters} counter items written.`)
})
