import type { CSSProperties, ReactNode } from 'react'
import './stat-cards.css'

export interface Stat {
  label: string
  value: ReactNode
}

/** A row of figures, each a card with its label above its value: two a row on a phone, all in one row from 900 px. */
export function StatCards({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <ul className="stat-cards stack" aria-label={label} style={{ '--stat-count': stats.length } as CSSProperties}>
      {stats.map((stat) => (
        <li key={stat.label} className="stat-card surface surface--raised">
          <span className="stat-card__label">{stat.label}</span>
          <span className="stat-card__value">{stat.value}</span>
        </li>
      ))}
    </ul>
  )
}
