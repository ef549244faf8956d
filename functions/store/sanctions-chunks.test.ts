import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { parseOfacFiles } from '../services/ofac-files'
import { chunkEntries, MAX_CHUNK_BYTES } from './sanctions-chunks'

/** DynamoDB's item size limit. */
const ITEM_LIMIT = 400 * 1024
const real = (file: string) => gunzipSync(readFileSync(`data/sanctions/ofac-2024/${file}`)).toString('utf8')

describe('sanctions list chunks', () => {
  // The real list of 3 May 2024: its entries average about 408 bytes, some several KB.
  const entries = parseOfacFiles(real('sdn.csv.gz'), real('alt.csv.gz'))

  it('keeps every chunk of the real list under the item limit, cut by measured bytes', () => {
    // What the loader did before: 1,000 entries a chunk made one of them too large to store.
    const byCount = Math.max(
      ...Array.from({ length: Math.ceil(entries.length / 1000) }, (_, i) =>
        Buffer.byteLength(JSON.stringify(entries.slice(i * 1000, i * 1000 + 1000))),
      ),
    )
    expect(byCount).toBeGreaterThan(ITEM_LIMIT * 0.95)

    const chunks = chunkEntries(entries)
    for (const chunk of chunks) expect(Buffer.byteLength(chunk, 'utf8')).toBeLessThanOrEqual(MAX_CHUNK_BYTES)
    expect(chunks.flatMap((chunk) => JSON.parse(chunk) as unknown[])).toEqual(entries)
  })

  it('counts bytes, not characters, and refuses an entry larger than a chunk', () => {
    const entry = { uid: '1', name: 'Ş'.repeat(60), type: 'individual', programs: 'SDGT', aliases: [] }
    const chunks = chunkEntries([entry, entry, entry], 300)
    for (const chunk of chunks) expect(Buffer.byteLength(chunk, 'utf8')).toBeLessThanOrEqual(300)
    expect(chunks).toHaveLength(3)
    expect(() => chunkEntries([{ ...entry, name: 'x'.repeat(400) }], 300)).toThrow('Entry 1 is')
  })
})
