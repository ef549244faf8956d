import type { ReactNode } from 'react'
import './page-header.css'

export interface PageHeaderProps {
  title: ReactNode
  /** The id screens name their section by (`aria-labelledby`). */
  titleId?: string
  subtitle?: ReactNode
  /** Beside the title from the tablet width up, below it on a phone: the screen's main actions. */
  actions?: ReactNode
  /** 'section': a smaller title for a screen inside the dashboard's own heading. */
  size?: 'page' | 'section'
}

/** A screen's title, the line under it and its main actions. */
export function PageHeader({ title, titleId, subtitle, actions, size = 'page' }: PageHeaderProps) {
  return (
    <header className={`page-header page-header--${size}`}>
      <div className="page-header__text">
        <h2 id={titleId} className="page-header__title">
          {title}
        </h2>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  )
}
