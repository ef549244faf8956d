import { formatUsd, toCents } from '../../../../shared/money/money'

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const TIME = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' })

/** 'Mar 9, 2026, 3:04 PM' in the viewer's time zone. */
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso))
/** 'Mar 9, 2026' and '3:04 PM', for the table's two-line Date/Time cell. */
export const formatShortDate = (iso: string): string => SHORT_DATE.format(new Date(iso))
export const formatTime = (iso: string): string => TIME.format(new Date(iso))
/** The recipient's full name as the pay-out line and the receipt say it: first, middle, last. */
export const fullName = (t: { firstName: string; middleName: string; lastName: string }): string =>
  [t.firstName, t.middleName, t.lastName].filter((part) => part.trim() !== '').join(' ')

/** Dollars as the API gives them, shown '$1,234.50' (spec 9, en-US). */
export const usd = (dollars: number): string => formatUsd(toCents(dollars))
