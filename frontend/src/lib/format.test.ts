import { describe, expect, it } from 'vitest'
import { formatCount, formatDate } from './format'

describe('formatDate and formatCount', () => {
  const at = '2026-03-09T15:04:00.000Z'

  it('gives each pattern its shape in en-US', () => {
    expect(formatDate(at, 'date')).toMatch(/^Mar 9, 2026$/)
    expect(formatDate('2026-03-09', 'calendarDay')).toBe('March 9, 2026')
    expect(formatDate('2026-03-09T00:00:00.000Z', 'shortCalendarDay')).toBe('Mar 9')
    expect(formatDate(at, 'time')).toMatch(/^\d{1,2}:04\s[AP]M$/)
    expect(formatCount(1234567)).toBe('1,234,567')
  })

  it('takes the locale as a parameter', () => {
    expect(formatDate('2026-03-09', 'calendarDay', 'de-DE')).toBe('9. März 2026')
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567')
  })

  it('gives text that is no date back as it is', () => {
    expect(formatDate('not a date', 'date')).toBe('not a date')
  })
})
