import { describe, expect, it } from 'vitest'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import { searchDocumentOf, trigramsOf } from '../model/search-terms'
import { indexWrites } from './search-index'

describe('index upkeep', () => {
  const record = sampleRecord()
  const grams = trigramsOf(searchDocumentOf(record)).size

  it('a new transfer writes one posting per distinct trigram; a status change writes nothing', () => {
    expect(indexWrites(undefined, record)).toHaveLength(grams)
    expect(indexWrites(record, { ...record, status: 'PAID' } as typeof record)).toEqual([])
  })

  it('a rename rewrites the postings and deletes the trigrams the old name alone had', () => {
    const writes = indexWrites(record, { ...record, lastName: 'Yusufu' })
    const deleted = writes.filter((write) => write.DeleteRequest)
    expect(deleted).toEqual([])
    expect(writes.filter((write) => write.PutRequest)).toHaveLength(grams + 1)
    const renamed = indexWrites(record, { ...record, lastName: 'Omar' })
    expect(renamed.filter((write) => write.DeleteRequest).map((write) => write.DeleteRequest?.Key?.pk)).toEqual(
      expect.arrayContaining(['SEARCH#yus', 'SEARCH#usu', 'SEARCH#suf']),
    )
  })

  it('leaving the index (a delete) removes every posting', () => {
    const writes = indexWrites(record, undefined)
    expect(writes).toHaveLength(grams)
    expect(writes.every((write) => write.DeleteRequest)).toBe(true)
  })
})
