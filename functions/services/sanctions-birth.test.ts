import { describe, expect, it } from 'vitest'
import type { SanctionsEntry } from '../../shared/compliance/hold'
import { birthEvidence, listedDates } from './sanctions-birth'
import { MATCH_THRESHOLD, SanctionsMatcher } from './sanctions-matcher'
import { screenNames } from './sanctions-screening'

const ENTRY: SanctionsEntry = {
  uid: '90001',
  name: 'DHUUBOW, Xasan Qorane',
  type: 'individual',
  programs: 'SOMALIA',
  remarks: 'DOB 01 Jan 1970; alt. DOB 1971; POB Mogadishu, Somalia; nationality Somalia.',
  aliases: [],
}

describe('date and place of birth against a listed entry', () => {
  it("reads OFAC's DOB remarks: whole dates, years, ranges and circa", () => {
    expect(listedDates(ENTRY.remarks ?? '')).toEqual([
      { text: '01 Jan 1970', from: 1969, to: 1971, exact: '1970-01-01' },
      { text: '1971', from: 1970, to: 1972 },
    ])
    expect(listedDates('DOB circa 1965')).toEqual([{ text: 'circa 1965', from: 1962, to: 1968 }])
    expect(listedDates('DOB 1968 to 1970; POB Kismayo')).toEqual([{ text: '1968 to 1970', from: 1967, to: 1971 }])
  })

  it('finds nothing against birth facts that agree or that the entry does not state', () => {
    expect(birthEvidence(ENTRY, { dateOfBirth: '1970-01-01', placeOfBirth: 'Mogadishu' })).toBeUndefined()
    expect(birthEvidence(ENTRY, { dateOfBirth: '1972-06-30', placeOfBirth: 'Muqdisho, Somalia' })).toBeUndefined()
    expect(birthEvidence({ ...ENTRY, remarks: 'nationality Somalia.' }, { dateOfBirth: '1999-01-01', placeOfBirth: 'Nairobi' })).toBeUndefined()
  })

  it('states a clear mismatch of year and of place, each lowering the score', () => {
    const finding = birthEvidence(ENTRY, { dateOfBirth: '1994-03-12', placeOfBirth: 'Nairobi' })
    expect(finding?.notes).toEqual([
      'date of birth 1994-03-12 differs from the listed 01 Jan 1970 / 1971',
      'place of birth "Nairobi" differs from the listed Mogadishu, Somalia',
    ])
    expect(finding?.penalty).toBeGreaterThan(0.15)
  })

  it('lowers a held name under the threshold when both differ, and records a smaller mismatch on the hold', () => {
    const matcher = new SanctionsMatcher('birth', [ENTRY])
    const name = 'Hassan Korane Dhubow'
    expect(matcher.screen(name)?.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD)
    expect(matcher.screen(name, { dateOfBirth: '1994-03-12', placeOfBirth: 'Nairobi' })).toBeUndefined()

    const [held] = screenNames(matcher, [
      { party: 'sender', name: 'Xasan Qorane Dhuubow', birth: { dateOfBirth: '1994-03-12', placeOfBirth: 'Mogadishu' } },
    ])
    expect(held).toMatchObject({ kind: 'sanctions', birth: ['date of birth 1994-03-12 differs from the listed 01 Jan 1970 / 1971'] })
    expect(held?.kind === 'sanctions' && held.score).toBeLessThan(1)
  })
})
