import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HoldReason } from '../../../shared/compliance/hold'
import type { IdentityDocumentType } from '../../../shared/compliance/identity-rules'
import { IDENTITY_THRESHOLD_CENTS } from '../../../shared/compliance/sending-limits'
import { formatWholeUsd } from './format'
import { intlLocale } from './i18n/i18n'

/**
 * The compliance words two features show, in the reader's language: render
 * them with `i18n._(…)` from `useLingui()`. The shared English (shared/compliance) stays the
 * server's, and English here reads exactly as it does.
 */

/** IDENTITY_DOCUMENT_LABELS' words. */
export const DOCUMENT_TYPE_LABELS: Record<IdentityDocumentType, MessageDescriptor> = {
  passport: msg({ message: 'Passport', context: 'identity document' }),
  'driver-license': msg({ message: "Driver's license", context: 'identity document' }),
  'state-id': msg({ message: 'State ID card', context: 'identity document', comment: 'An identity card issued by a US state.' }),
}

// Figures as holdReasonText writes them in English (no grouping: '$5000.00', '0.93'), with the
// reader's decimal sign and currency sign elsewhere. Whole cents format exactly; a score is rounded
// by toFixed as the server rounds it (Intl rounds 0.345 up, toFixed down), then given the decimal sign.
const dollars = (cents: number): string =>
  new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'USD', useGrouping: false }).format(cents / 100)
const score = (value: number): string => {
  const decimal = new Intl.NumberFormat(intlLocale()).formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return value.toFixed(2).replace('.', decimal)
}

/** holdReasonText (shared/compliance/hold.ts) as a message: why a transfer or an account is held, for staff. */
export function holdReasonMessage(reason: HoldReason): MessageDescriptor {
  switch (reason.kind) {
    case 'sanctions': {
      const { screenedName, matchedName, listVersion } = reason
      const matchScore = score(reason.score)
      return reason.party === 'sender'
        ? msg({
            message: `Possible sanctions match: the sender's name "${screenedName}" is close to "${matchedName}" (score ${matchScore}, list ${listVersion})`,
            comment: "Staff only. screenedName is the sender's name, matchedName a name on the US sanctions (OFAC) list.",
          })
        : msg({
            message: `Possible sanctions match: the recipient's name "${screenedName}" is close to "${matchedName}" (score ${matchScore}, list ${listVersion})`,
            comment: "Staff only. screenedName is the recipient's name, matchedName a name on the US sanctions (OFAC) list.",
          })
    }
    case 'structuring': {
      const transfers = String(reason.transfers)
      const threshold = formatWholeUsd(IDENTITY_THRESHOLD_CENTS)
      const total = dollars(reason.windowCents)
      return msg({
        message: `Possible structuring: ${transfers} transfers under ${threshold} in 24 hours add up to ${total}`,
        comment: 'Staff only: one sender split money into several transfers, each under the ID threshold. There are always 2 or more transfers.',
      })
    }
    case 'unscreened':
      return msg({ message: 'Not screened: no sanctions list was loaded', comment: 'Staff only.' })
  }
}
