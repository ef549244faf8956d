import type { ComponentType, ReactNode } from 'react'
import './empty-state.css'

export interface EmptyStateProps {
  title?: string
  /** A heading where the empty state stands for a section's content; a plain line otherwise. */
  titleAs?: 'p' | 'h3'
  /** Set when the box is a section of its own (`as="section"`), named by its title. */
  titleId?: string
  as?: 'div' | 'section'
  icon?: ComponentType<{ className?: string }>
  /** The explanation and the way out (a button or link). */
  children?: ReactNode
}

/** A list with nothing to show: an icon, what is missing and what to do about it, in a dashed box. */
export function EmptyState({ title, titleAs: Title = 'p', titleId, as: Box = 'div', icon: Icon, children }: EmptyStateProps) {
  return (
    <Box className="empty-state column column--centred" aria-labelledby={Box === 'section' ? titleId : undefined}>
      {Icon ? <Icon className="empty-state__icon" /> : null}
      {title ? (
        <Title id={titleId} className="empty-state__title">
          {title}
        </Title>
      ) : null}
      {children}
    </Box>
  )
}
