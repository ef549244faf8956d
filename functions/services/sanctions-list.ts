import { createHash } from 'node:crypto'
import { markListChecked, readListPointer, writeList, type ListPointer } from '../store/sanctions-store'
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
  if (current?.version.endsWith(`-${hash}`)) {
    await markListChecked(current.version, now)
    return { pointer: { ...current, checkedAt: now.toISOString() }, loaded: false }
  }
  const version = `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${hash}`
  return { pointer: await writeList(version, entries, source, now), loaded: true }
}

/**
 * How long the list may go without a load before its alarm (sanctions-list-stale): OFAC publishes
 * changes several times a week with no fixed day, the runbook asks for a load at least weekly, and a
 * day of grace keeps a load done a little late from waking anyone.
 */
export const SANCTIONS_LIST_MAX_AGE_HOURS = 8 * 24

/** Whole hours since the list was last loaded or found current; undefined when no list was ever loaded. */
export function sanctionsListAgeHours(pointer: ListPointer | undefined, now: Date): number | undefined {
  if (!pointer) return undefined
  const freshAt = Math.max(Date.parse(pointer.loadedAt), pointer.checkedAt ? Date.parse(pointer.checkedAt) : 0)
  return Math.max(0, Math.floor((now.getTime() - freshAt) / 3_600_000))
}
