/**
 * Builds the search index from every live transfer: once on a stage whose transfers
 * predate the index, or after a consumer was down longer than the stream keeps records (24 hours).
 *
 *   npm run search:reindex -- --stage <name> [--region <region>]
 *   npm run search:reindex -- --local
 *
 * `npm start` runs it by itself the first time a data folder meets the index.
 */
import { parseArgs } from 'node:util'
import { useTargetEnvironment } from './lib/stage-environment'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } })
  await useTargetEnvironment(values, 'Usage: npm run search:reindex -- (--stage <name> [--region <region>] | --local)', fail)
  // Imported only now: the functions read their configuration from the environment set above.
  const { reindexAll } = await import('../functions/services/search-reindex')
  const { transfers, postings } = await reindexAll(new Date(), (done) => process.stderr.write(`\r${done} transfers`))
  console.log(`\nIndexed ${transfers} transfers: ${postings} postings written.`)
}

main().catch((error: unknown) => fail(`search:reindex failed: ${error instanceof Error ? error.message : String(error)}`))
