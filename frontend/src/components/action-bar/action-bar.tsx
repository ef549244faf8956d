import type { ReactNode } from 'react'
import './action-bar.css'

export interface ActionBarProps {
  children: ReactNode
  /**
   * 'start': buttons from the reading start; 'end': to the far side (a dialog's Cancel / Save);
   * 'steps': a wizard's Back and Next, Next taking the width, above a rule.
   */
  align?: 'start' | 'end' | 'steps'
  /** One item on the far side from the buttons (a link such as 'View details'). */
  end?: ReactNode
}

/** A form's or screen's buttons in one row that wraps. */
export function ActionBar({ children, align = 'start', end }: ActionBarProps) {
  return (
    <div className={`action-bar action-bar--${align}`}>
      {children}
      {end ? <div className="action-bar__end">{end}</div> : null}
    </div>
  )
}
