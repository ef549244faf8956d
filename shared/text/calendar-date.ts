/**
 * Calendar dates written YYYY-MM-DD, judged by arithmetic alone: no `Date` is built from the text,
 * so an impossible date ('0000-00-00', '2023-02-30', '9999-99-99') is refused as a wrong value and
 * never becomes an Invalid Date whose `toISOString()` throws (a 500 where a 400 belongs).
 */

export interface CalendarDate {
  year: number
  month: number
  day: number
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** The date of a YYYY-MM-DD text, years 0001–9999, or undefined when there is no such day. */
export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  return { year, month, day }
}

/** Whether `value` is a real calendar date written as YYYY-MM-DD (2001-02-29 and 0000-00-00 are not). */
export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== undefined
}

/** Orders calendar dates as numbers: YYYYMMDD. */
export function calendarDateKey(date: CalendarDate): number {
  return date.year * 10_000 + date.month * 100 + date.day
}
