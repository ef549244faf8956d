import { describe, expect, it } from 'vitest'
import { sampleRecord } from '../lib/testing/sample-transfer-record'
import { normalizeForSearch, probeTrigrams, searchDocumentOf, trigramsOf } from './search-terms'

describe('search terms', () => {
  it('normalises case and accents, Turkish dotless i included', () => {
    expect(normalizeForSearch('Gülşen ÖZTÜRK Yıldız İnce')).toBe('gulsen ozturk yildiz ince')
  })

  it('takes trigrams within each field, never across two', () => {
    expect([...trigramsOf('abcd\nef')]).toEqual(['abc', 'bcd'])
    expect(trigramsOf(searchDocumentOf(sampleRecord())).has('usu')).toBe(true)
    expect(trigramsOf(searchDocumentOf(sampleRecord())).has('naa')).toBe(false)
  })

  it('probes at most six trigrams spread along a long query, its first and last among them', () => {
    const probes = probeTrigrams(['us-1234567890'])
    expect(probes).toHaveLength(6)
    expect(probes[0]).toBe('us-')
    expect(probes.at(-1)).toBe('890')
  })
})
