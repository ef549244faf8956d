import type { SanctionsEntry } from '../../shared/compliance/hold'

/**
 * A chunk's entries as JSON of at most this many UTF-8 bytes: DynamoDB refuses an item over 400 KB
 * (names and values counted), and the list's entries vary from 100 bytes to several KB (a long
 * remarks field), so chunks are cut by measured size, not by a count. A quarter of headroom
 * leaves room for the keys and the attribute names.
 */
export const MAX_CHUNK_BYTES = 300_000

/** `entries` cut into JSON arrays of at most `maxBytes` bytes each, in order; an entry larger than that alone is refused. */
export function chunkEntries(entries: readonly SanctionsEntry[], maxBytes = MAX_CHUNK_BYTES): string[] {
  const chunks: string[] = []
  let current: string[] = []
  // The brackets of the array.
  let size = 2
  for (const entry of entries) {
    const json = JSON.stringify(entry)
    const bytes = Buffer.byteLength(json, 'utf8')
    if (bytes + 2 > maxBytes) throw new Error(`Entry ${entry.uid} is ${bytes} bytes, more than a chunk of ${maxBytes} bytes holds`)
    // The comma before it, unless it is the chunk's first.
    const added = bytes + (current.length > 0 ? 1 : 0)
    if (size + added > maxBytes) {
      chunks.push(`[${current.join(',')}]`)
      current = []
      size = 2
    }
    size += bytes + (current.length > 0 ? 1 : 0)
    current.push(json)
  }
  if (current.length > 0) chunks.push(`[${current.join(',')}]`)
  return chunks
}
