import type { ReactNode } from 'react'
import './info-card.css'

export interface InfoCardProps {
  icon: ReactNode
  title: ReactNode
  children: ReactNode
  /** Under the text, at the card's foot: a link, or a note that it is not there yet. */
  action?: ReactNode
}

/** Icon, title and a short text: the home page's feature and service cards, the help center's ways to reach us. */
export function InfoCard({ icon, title, children, action }: InfoCardProps) {
  return (
    <article className="info-card surface surface--raised">
      <span className="icon-tile">{icon}</span>
      <h3 className="info-card__title">{title}</h3>
      <p className="info-card__text">{children}</p>
      {action}
    </article>
  )
}
