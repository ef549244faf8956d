/**
 * Builds the search index from every live transfer: once on a stage whose transfers
 * predate the index, or after a consumer was down longer than the stream keeps records (24 hours).
 *
 *   npm run search:reindex -- --stage <name> [--region <region>]
 *   npm run search:reindex -- --local
 *
 * `npm start` runs it by itself the first time a data folder meets the index.
 */
import { runOperatorScript } from './lib/stage-environment'

runOperatorScript('search:reindex', {}, async () => {
  const { reindexAll } = await import('../functions/services/search-reindex')
  const { transfers, postings } = await reindexAll(new Date(), (done) => process.stderr.write(`\r${done} transfers`))
  console.log(`\nIndexed ${transfers} transfers: ${postings} postings written.`)
})
