import type { ReactNode } from 'react'
import './info-card.css'

export interface InfoCardProps {
  icon: ReactNode
  title: string
  children: ReactNode
}

/** Icon, title and a short text: the feature and service cards. */
export function InfoCard({ icon, title, children }: InfoCardProps) {
  return (
    <article className="info-card surface surface--raised">
      <span className="icon-tile">{icon}</span>
      <h3 className="info-card__title">{title}</h3>
      <p className="info-card__text">{children}</p>
    </article>
  )
}
