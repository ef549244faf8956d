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
import { runOperatorScript } from './lib/stage-environment'

const SYNTHETIC = resolve(dirname(fileURLToPath(import.meta.url)), '../data/sanctions')

runOperatorScript(
  'sanctions:load',
  {
    usage: '[sdn.csv] [alt.csv] (with --stage the SDN file is required)',
    positionals: true,
    check: ({ values, positionals, fail, usage }) => {
      if (positionals.length > 2) fail(usage)
      if (values.stage && positionals.length === 0) fail(`Name the SDN file to load.\n${usage}`)
      const [sdnPath = resolve(SYNTHETIC, 'sdn.csv'), altPath = positionals.length === 0 ? resolve(SYNTHETIC, 'alt.csv') : undefined] = positionals
      const read = (path: string): string => {
        try {
          return readFileSync(path, 'utf8')
        } catch (error) {
          return fail(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      return { sdnPath, files: { sdn: read(sdnPath), alt: altPath ? read(altPath) : '' } }
    },
  },
  async ({ checked: { sdnPath, files } }) => {
    const { loadSanctionsList } = await import('../functions/services/sanctions-list')
    const { pointer, loaded } = await loadSanctionsList(files, sdnPath, new Date())
    console.log(`${loaded ? 'Loaded' : 'Already current:'} list ${pointer.version}: ${pointer.entries} entries in ${pointer.chunks} chunk(s).`)
  },
)
