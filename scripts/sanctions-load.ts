/**
 * Loads a sanctions list (OFAC's SDN files) into a stage's table as a new version.
 *
 *   npm run sanctions:load -- --stage <name> [--region <region>] <sdn.csv> [alt.csv]
 *   npm run sanctions:load -- --local [sdn.csv] [alt.csv]
 *
 * Download `sdn.csv` and `alt.csv` from https://ofac.treasury.gov/sanctions-list-service. Screening
 * keeps using the previous version until this one is whole; `--local` without files loads the
 * synthetic list in data/sanctions (what `npm start` loads).
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { localEnvironment, stageEnvironment } from './lib/stage-environment'

const USAGE = 'Usage: npm run sanctions:load -- (--stage <name> [--region <region>] <sdn.csv> [alt.csv] | --local [sdn.csv] [alt.csv])'
const SYNTHETIC = resolve(dirname(fileURLToPath(import.meta.url)), '../data/sanctions')

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  if (values.local === Boolean(values.stage) || positionals.length > 2) fail(USAGE)
  if (values.stage && positionals.length === 0) fail(`Name the SDN file to load.\n${USAGE}`)
  const region = values.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION
  if (values.stage && !region) fail('Name the region: --region <region> or AWS_REGION.')
  const [sdnPath = resolve(SYNTHETIC, 'sdn.csv'), altPath = positionals.length === 0 ? resolve(SYNTHETIC, 'alt.csv') : undefined] = positionals
  const read = (path: string) => {
    try {
      return readFileSync(path, 'utf8')
    } catch (error) {
      fail(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const files = { sdn: read(sdnPath), alt: altPath ? read(altPath) : '' }
  Object.assign(process.env, values.stage && region ? await stageEnvironment(values.stage, region, fail) : localEnvironment(fail))
  // Imported only now: the functions read their configuration from the environment set above.
  const { loadSanctionsList } = await import('../functions/services/sanctions-list')
  const { pointer, loaded } = await loadSanctionsList(files, sdnPath, new Date())
  console.log(`${loaded ? 'Loaded' : 'Already current:'} list ${pointer.version}: ${pointer.entries} entries in ${pointer.chunks} chunk(s).`)
}

main().catch((error: unknown) => fail(`sanctions:load failed: ${error instanceof Error ? error.message : String(error)}`))
