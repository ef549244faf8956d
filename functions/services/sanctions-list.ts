import { createHash } from 'node:crypto'
import { readListPointer, writeList, type ListPointer } from '../store/sanctions-store'
import { parseOfacFiles } from './ofac-files'

/**
 * Loads OFAC's SDN files into the table as a new list version: `npm run sanctions:load`
 * and `npm start` (the synthetic list in data/sanctions). The version is the load's time and the
 * files' hash; the same files as the current version load nothing.
 */
export async function loadSanctionsList(
  files: { sdn: string; alt: string },
  source: string,
  now: Date,
): Promise<{ pointer: ListPointer; loaded: boolean }> {
  const entries = parseOfacFiles(files.sdn, files.alt)
  if (entries.length === 0) throw new Error('The SDN file holds no entries')
  const hash = createHash('sha256').update(files.sdn).update('\0').update(files.alt).digest('hex').slice(0, 12)
  const current = await readListPointer()
  if (current?.version.endsWith(`-${hash}`)) return { pointer: current, loaded: false }
  const version = `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${hash}`
  return { pointer: await writeList(version, entries, source, now), loaded: true }
}
