import Papa from 'papaparse'
import type { SanctionsEntry } from '../../shared/compliance/hold'

/**
 * OFAC's SDN list as it publishes it (https://ofac.treasury.gov/sdn-list-data-formats-data-schemas):
 * `sdn.csv` (ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT,
 * Vess_flag, Vess_owner, Remarks) and `alt.csv` (ent_num, alt_num, alt_type, alt_name,
 * alt_remarks), with no header row, `-0-` for an empty field and a trailing end-of-file character.
 */
const EMPTY = '-0-'
/** The SUB character OFAC's files end with. */
const END_OF_FILE = String.fromCharCode(0x1a)

const field = (row: readonly string[], index: number): string => {
  const value = (row[index] ?? '').trim()
  return value === EMPTY ? '' : value
}

function rows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replaceAll(END_OF_FILE, ''), { skipEmptyLines: 'greedy' })
  return parsed.data.filter((row) => row.length > 1)
}

/**
 * The entries of an SDN file and its aliases file; a row without a number or a name is refused with
 * its line. OFAC has published one number for two parties (2677 in January 2022: an individual and a
 * company): both are kept, each with the aliases of that number, since alt.csv cannot say whose they are.
 */
export function parseOfacFiles(sdnCsv: string, altCsv = ''): SanctionsEntry[] {
  const entries: SanctionsEntry[] = []
  const byNumber = new Map<string, SanctionsEntry[]>()
  rows(sdnCsv).forEach((row, index) => {
    const uid = field(row, 0)
    const name = field(row, 1)
    if (!/^\d+$/.test(uid) || name === '') throw new Error(`sdn.csv row ${index + 1}: expected an entity number and a name`)
    const remarks = field(row, 11)
    const entry = { uid, name, type: field(row, 2) || 'entity', programs: field(row, 3), ...(remarks ? { remarks } : {}), aliases: [] }
    entries.push(entry)
    const same = byNumber.get(uid)
    if (same) same.push(entry)
    else byNumber.set(uid, [entry])
  })
  rows(altCsv).forEach((row, index) => {
    const uid = field(row, 0)
    const alias = field(row, 3)
    const holders = byNumber.get(uid)
    if (!holders) throw new Error(`alt.csv row ${index + 1}: entity ${uid} is not in sdn.csv`)
    if (alias) for (const entry of holders) entry.aliases.push(alias)
  })
  return entries
}
