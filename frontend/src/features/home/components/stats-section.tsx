import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { GlobeIcon, PulseIcon, TrendIcon, UsersIcon } from '../../../components/icons/icons'
import './stats-section.css'

/**
 * Spec 2.3 stat cards (marketing figures given by the spec). The figures are messages too, so each
 * language can write them its own way ('2M+', '%99,9').
 */
const STATS: readonly { id: string; value: MessageDescriptor; label: MessageDescriptor; icon: ReactNode }[] = [
  { id: 'customers', value: msg({ message: '2M+', comment: 'Two million or more (customers)' }), label: msg`Customers`, icon: <UsersIcon /> },
  { id: 'countries', value: msg({ message: '200+', comment: 'Two hundred or more (countries)' }), label: msg`Countries`, icon: <GlobeIcon /> },
  {
    id: 'transferred',
    value: msg({ message: '$50B+', comment: 'Fifty billion US dollars or more (transferred)' }),
    label: msg`Transferred`,
    icon: <TrendIcon />,
  },
  { id: 'uptime', value: msg({ message: '99.9%', comment: 'Share of time the service is up' }), label: msg`Uptime`, icon: <PulseIcon /> },
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
              <span className="stats__value">{i18n._(stat.value)}</span>
              <span className="stats__label">{i18n._(stat.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
