import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { INTL_LOCALES, isLocale } from '../../../../shared/i18n/locales'
import { formatUsd, toCents } from '../../../../shared/money/money'

/**
 * The server's texts with a figure in them (a limit, the amount left), which no catalog can hold
 * whole: each is read back into its parts and said again in the reader's language, its figure
 * formatted for that language. The English templates are shared/transfers/amount-schema.ts and
 * shared/compliance/sending-limits.ts; figure-texts.test.ts runs their real output through here, so
 * new wording there fails a test rather than reaching a reader in English.
 */
const USD = String.raw`\$([\d,]+\.\d{2})`
// Looked up by id with the figure as a value: this is never English (the server's own text is).

const LIMIT_LEFT = {
  '24 hours': msg({ message: 'This is over your sending limit: you can send up to {amount} more in the next 24 hours.' }),
  '30 days': msg({ message: 'This is over your sending limit: you can send up to {amount} more in the next 30 days.' }),
}
const LIMIT_REACHED = msg`You have reached your sending limit for now.`
const LIMIT_RAISE: Record<string, MessageDescriptor> = {
  'To raise your limit, verify your identity: upload an identity document on the Documents page.': msg`To raise your limit, verify your identity: upload an identity document on the Documents page.`,
  'Contact us if you need to send more.': msg`Contact us if you need to send more.`,
}
const AMOUNT_ABOVE = msg({ message: 'Amounts above {amount} cannot be sent online' })
const AMOUNT_BELOW = msg({ message: 'The smallest amount you can send is {amount}' })

type Rule = [RegExp, (i18n: I18n, match: RegExpMatchArray, amount: (group: string | undefined) => string) => string | undefined]

const RULES: Rule[] = [
  [new RegExp(`^Amounts above ${USD} cannot be sent online$`), (i18n, [, usd], amount) => i18n._(AMOUNT_ABOVE.id, { amount: amount(usd) })],
  [new RegExp(`^The smallest amount you can send is ${USD}$`), (i18n, [, usd], amount) => i18n._(AMOUNT_BELOW.id, { amount: amount(usd) })],
  [
    new RegExp(
      `^(?:This is over your sending limit: you can send up to ${USD} more in the next (24 hours|30 days)\\.|(You have reached your sending limit for now\\.)) (.+)$`,
    ),
    (i18n, [, usd, window, reached, raise], amount) => {
      const then = raise === undefined ? undefined : LIMIT_RAISE[raise]
      if (!then) return undefined
      const first = reached
        ? i18n._(LIMIT_REACHED)
        : window === '24 hours' || window === '30 days'
          ? i18n._(LIMIT_LEFT[window].id, { amount: amount(usd) })
          : undefined
      return first && `${first} ${i18n._(then)}`
    },
  ],
]

/** `text` said in `i18n`'s language when it is one of the server's texts with a figure; else undefined. */
export function figureText(i18n: I18n, text: string): string | undefined {
  if (!isLocale(i18n.locale) || i18n.locale === 'en') return undefined
  const locale = INTL_LOCALES[i18n.locale]
  const amount = (usd: string | undefined) => formatUsd(toCents(Number((usd ?? '').replace(/,/g, ''))), locale)
  for (const [pattern, say] of RULES) {
    const match = text.match(pattern)
    if (match) return say(i18n, match, amount)
  }
  return undefined
}
