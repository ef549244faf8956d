import { describe, expect, it } from 'vitest'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import { searchDocumentOf, senderDocumentOf, trigramsOf } from '../model/search-terms'
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

  it("keeps the sender's name and e-mail in each posting; a sender's rename rewrites them and drops the old name's trigrams", () => {
    const hodan = { firstName: 'Hodan', lastName: 'Warsame', email: 'hodan@example.com' }
    const written = indexWrites(undefined, { ...record, sender: hodan })
    const own = trigramsOf(searchDocumentOf(record))
    expect(written.length).toBe(trigramsOf(`${searchDocumentOf(record)}\n${senderDocumentOf(hodan)}`).size)
    expect(written.length).toBeGreaterThan(own.size)
    expect(written[0]?.PutRequest?.Item).toMatchObject({ sender: 'hodan\nwarsame\nhodan@example.com', countryId: record.countryId })
    const renamed = indexWrites({ ...record, sender: hodan }, { ...record, sender: { ...hodan, lastName: 'Farah' } })
    expect(renamed.filter((write) => write.DeleteRequest).map((write) => write.DeleteRequest?.Key?.pk)).toEqual(
      expect.arrayContaining(['SEARCH#war', 'SEARCH#sam']),
    )
    expect(renamed.filter((write) => write.PutRequest).map((write) => write.PutRequest?.Item?.pk)).toContain('SEARCH#far')
    // The same sender on both sides of a status move still writes nothing.
    expect(indexWrites({ ...record, sender: hodan }, { ...record, status: 'PAID', sender: hodan } as typeof record)).toEqual([])
  })
})
