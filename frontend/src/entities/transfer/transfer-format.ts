import { joinName } from '../../../../shared/transfers/transfer-fields'
import { formatDate } from '../../lib/format'

/** 'Mar 9, 2026, 3:04 PM' in the viewer's time zone. */
export const formatDateTime = (iso: string): string => formatDate(iso, 'dateTime')
/** 'Mar 9, 2026' and '3:04 PM', for the table's two-line Date/Time cell. */
export const formatShortDate = (iso: string): string => formatDate(iso, 'date')
export const formatTime = (iso: string): string => formatDate(iso, 'time')
/** The recipient's full name as the pay-out line and the receipt say it: first, middle, last. */
export const fullName = (t: { firstName: string; middleName: string; lastName: string }): string => joinName(t.firstName, t.middleName, t.lastName)
