import type { ReactNode } from 'react'
import { GlobeIcon, PulseIcon, TrendIcon, UsersIcon } from '../../../components/icons/icons'
import './stats-section.css'

/** Spec 2.3 stat cards (marketing figures given by the spec). */
const STATS: readonly { value: string; label: string; icon: ReactNode }[] = [
  { value: '2M+', label: 'Customers', icon: <UsersIcon /> },
  { value: '200+', label: 'Countries', icon: <GlobeIcon /> },
  { value: '$50B+', label: 'Transferred', icon: <TrendIcon /> },
  { value: '99.9%', label: 'Uptime', icon: <PulseIcon /> },
]

export function StatsSection() {
  return (
    <section className="stats" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          Our numbers
        </h2>
        <ul className="stats__grid">
          {STATS.map((stat) => (
            <li key={stat.label} className="stats__card">
              <span className="stats__icon">{stat.icon}</span>
              <span className="stats__value">{stat.value}</span>
              <span className="stats__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
