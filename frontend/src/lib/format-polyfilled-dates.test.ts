import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate } from './format'

// The browser's Intl lacks the reader's language, so the date polyfill (UTC only) formats it.
vi.mock('./i18n/intl-polyfills', () => ({ datesPolyfilled: () => true }))

describe('formatDate with the date polyfill', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows a time on the reader’s clock, not UTC’s: the wall time shifted by hand', () => {
    // A reader in Minneapolis in winter (UTC−6), whatever zone the machine running the test is in.
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(360)
    const at = new Date('2026-11-29T02:30:00Z')
    const chicago = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('so', { ...options, timeZone: 'America/Chicago' }).format(at)
    expect(formatDate(at, 'dateTime', 'so')).toBe(chicago({ dateStyle: 'medium', timeStyle: 'short' }))
    expect(formatDate(at, 'longDate', 'so')).toBe(chicago({ dateStyle: 'long' }))
    // The evening before, there: 28 November.
    expect(formatDate(at, 'longDate', 'so')).toContain('28')
  })

  it('leaves a calendar day (UTC by design) unshifted', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(360)
    expect(formatDate('2026-11-29', 'calendarDay', 'so')).toBe(
      new Intl.DateTimeFormat('so', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2026-11-29')),
    )
    expect(formatDate('2026-11-29', 'calendarDay', 'so')).toContain('29')
  })
})
