import { afterEach, describe, expect, it } from 'vitest'
import { limitExceededMessage, type LimitUsage, type Tier } from '../../../../shared/compliance/sending-limits'
import { INTL_LOCALES } from '../../../../shared/i18n/locales'
import { formatUsd } from '../../../../shared/money/money'
import { amountMaxMessage, amountMinMessage } from '../../../../shared/transfers/amount-schema'
import { activateLocale } from './i18n'
import { serverText } from './server-text'

const usage = (tier: Tier, dayLeft: number, monthLeft: number): LimitUsage => ({
  tier,
  day: { limitCents: 300_000, usedCents: 300_000 - dayLeft, remainingCents: dayLeft },
  month: { limitCents: 1_000_000, usedCents: 1_000_000 - monthLeft, remainingCents: monthLeft },
  remainingCents: Math.min(dayLeft, monthLeft),
})

/** Every shape the server's texts with a figure take (shared/), as it writes them. */
const TEXTS = [
  amountMaxMessage(299_900),
  amountMinMessage(100),
  ...(['unverified', 'verified'] as Tier[]).flatMap((tier) => [
    limitExceededMessage(usage(tier, 125_050, 900_000)),
    limitExceededMessage(usage(tier, 300_000, 45_000)),
    limitExceededMessage(usage(tier, 0, 0)),
  ]),
]

afterEach(() => activateLocale('en'))

describe("the server's texts with a figure", () => {
  it('read in English exactly as the server wrote them', () => {
    for (const text of TEXTS) expect(serverText(text)).toBe(text)
  })

  for (const locale of ['so', 'tr', 'am'] as const) {
    it(`read in ${locale}, the figure formatted for it`, async () => {
      await activateLocale(locale)
      for (const text of TEXTS) {
        const said = serverText(text)
        expect(said, text).not.toBe(text)
        // No English sentence is left in it, and the dollar figure is the language's own.
        expect(said).not.toMatch(/sending limit|cannot be sent online|smallest amount|Contact us|verify your identity/)
        const [usd] = text.match(/\$[\d,]+\.\d{2}/) ?? []
        if (usd) expect(said).toContain(formatUsd(Math.round(Number(usd.slice(1).replace(/,/g, '')) * 100), INTL_LOCALES[locale]))
      }
    })
  }
})
