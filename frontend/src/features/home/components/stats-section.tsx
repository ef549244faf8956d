import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { DESTINATIONS } from '../../../../../shared/countries/destinations'
import { PAYOUT_CURRENCIES_BY_COUNTRY } from '../../../../../shared/money/currencies'
import { CANCEL_WINDOW_MS } from '../../../../../shared/transfers/transfer-lifecycle'
import { PAYMENT_TYPES } from '../../../../../shared/transfers/transfer-options'
import { GlobeIcon, PulseIcon, TrendIcon, UsersIcon } from '../../../components/icons/icons'
import './stats-section.css'

const payoutCurrencies = new Set(Object.values(PAYOUT_CURRENCIES_BY_COUNTRY).flat()).size

/**
 * The home page's figures. The spec's (2M+ customers, 200+ countries, $50B+ transferred, 99.9%
 * uptime) are not true of this service, and advertising law outranks marketing copy: each figure
 * here is counted from the rules the service runs on, so it stays true when they change.
 */
const STATS: readonly { id: string; value: number; unit?: MessageDescriptor; label: MessageDescriptor; icon: ReactNode }[] = [
  { id: 'destinations', value: DESTINATIONS.length, label: msg`Destinations in East Africa and Turkey`, icon: <GlobeIcon /> },
  { id: 'currencies', value: payoutCurrencies, label: msg`Currencies to receive in`, icon: <TrendIcon /> },
  { id: 'methods', value: PAYMENT_TYPES.length, label: msg`Ways to collect`, icon: <UsersIcon /> },
  {
    id: 'cancel',
    value: CANCEL_WINDOW_MS / 60_000,
    unit: msg({ message: 'min', comment: 'Short for minutes, after a number' }),
    label: msg`To cancel with a full refund`,
    icon: <PulseIcon />,
  },
]

export function StatsSection() {
  const { i18n } = useLingui()
  return (
    <section className="stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          <Trans>Our numbers</Trans>
        </h2>
        <ul className="stats__grid stack">
          {STATS.map((stat) => (
            <li key={stat.id} className="stats__card">
              <span className="stats__icon">{stat.icon}</span>
              <span className="stats__value">
                {i18n.number(stat.value)}
                {stat.unit ? ` ${i18n._(stat.unit)}` : ''}
              </span>
              <span className="stats__label">{i18n._(stat.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
