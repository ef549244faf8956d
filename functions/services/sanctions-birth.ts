import { jaroWinkler } from '@skyra/jaro-winkler'
import type { SanctionsEntry } from '../../shared/compliance/hold'
import { foldToken, normaliseName } from './sanctions-names'

/**
 * A screened person's date and place of birth against an entry's, as OFAC writes them in the SDN
 * remarks ("DOB 01 Jan 1970; alt. DOB 1971; POB Mogadishu, Somalia"). Only a clear mismatch counts:
 * a year outside every listed date or range (a year either side allowed, three for "circa"), a day
 * that differs from a listed exact date of the same year, or a place none of whose words is close to a
 * listed place's words. It lowers the score and is stated on the hold; a match raises nothing, since
 * many people share a birth year and a city.
 */
export interface BirthFacts {
  /** YYYY-MM-DD, as the profile keeps it. */
  dateOfBirth?: string | undefined
  placeOfBirth?: string | undefined
}

export interface BirthFinding {
  penalty: number
  notes: string[]
}

const YEAR_MISMATCH = 0.12
const DAY_MISMATCH = 0.05
const PLACE_MISMATCH = 0.06

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

interface ListedDate {
  text: string
  from: number
  to: number
  /** YYYY-MM-DD when the remark gives a whole date. */
  exact?: string
}

const remarkValues = (remarks: string, label: 'DOB' | 'POB') =>
  [...remarks.matchAll(new RegExp(`\\b${label}\\s+([^;]+)`, 'g'))].map((found) => (found[1] ?? '').trim().replace(/\.$/, '')).filter(Boolean)

export function listedDates(remarks: string): ListedDate[] {
  return remarkValues(remarks, 'DOB').flatMap((text) => {
    const years = [...text.matchAll(/\b(1[89]\d\d|20\d\d)\b/g)].map((found) => Number(found[1]))
    if (years.length === 0) return []
    const slack = /circa/i.test(text) ? 3 : 1
    const whole = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4})$/.exec(text)
    const month = whole ? MONTHS.indexOf((whole[2] ?? '').toLowerCase()) : -1
    const exact = whole && month >= 0 ? `${whole[3] ?? ''}-${String(month + 1).padStart(2, '0')}-${(whole[1] ?? '').padStart(2, '0')}` : undefined
    return [{ text, from: Math.min(...years) - slack, to: Math.max(...years) + slack, ...(exact ? { exact } : {}) }]
  })
}

function dateFinding(remarks: string, dateOfBirth: string): BirthFinding | undefined {
  const year = Number(dateOfBirth.slice(0, 4))
  const dates = listedDates(remarks)
  if (dates.length === 0 || !Number.isInteger(year)) return undefined
  const listed = dates.map((date) => date.text).join(' / ')
  if (dates.every((date) => year < date.from || year > date.to)) {
    return { penalty: YEAR_MISMATCH, notes: [`date of birth ${dateOfBirth} differs from the listed ${listed}`] }
  }
  const sameYear = dates.filter((date) => date.exact?.slice(0, 4) === dateOfBirth.slice(0, 4))
  if (dates.every((date) => date.exact !== undefined) && sameYear.length > 0 && sameYear.every((date) => date.exact !== dateOfBirth)) {
    return { penalty: DAY_MISMATCH, notes: [`date of birth ${dateOfBirth} differs from the listed ${listed}`] }
  }
  return undefined
}

function placeFinding(remarks: string, placeOfBirth: string): BirthFinding | undefined {
  const places = remarkValues(remarks, 'POB')
  const words = normaliseName(placeOfBirth, 'other').map(foldToken)
  if (places.length === 0 || words.length === 0) return undefined
  const listedWords = places.flatMap((place) => normaliseName(place, 'other').map(foldToken))
  const close = words.some((word) => listedWords.some((listed) => listed === word || jaroWinkler(listed, word) >= 0.88))
  return close ? undefined : { penalty: PLACE_MISMATCH, notes: [`place of birth "${placeOfBirth}" differs from the listed ${places.join(' / ')}`] }
}

/** What the person's birth facts say against `entry`, or undefined when they say nothing. */
export function birthEvidence(entry: SanctionsEntry, birth: BirthFacts): BirthFinding | undefined {
  if (!entry.remarks) return undefined
  const findings = [
    birth.dateOfBirth ? dateFinding(entry.remarks, birth.dateOfBirth) : undefined,
    birth.placeOfBirth ? placeFinding(entry.remarks, birth.placeOfBirth) : undefined,
  ].filter((finding) => finding !== undefined)
  if (findings.length === 0) return undefined
  return { penalty: findings.reduce((sum, f) => sum + f.penalty, 0), notes: findings.flatMap((f) => f.notes) }
}
