import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import './content-cards.css'

export interface ContentCardItem {
  title: MessageDescriptor
  text: MessageDescriptor
  /** Beside the words, on a tinted tile. */
  icon?: ReactNode
}

export interface ContentCardsProps {
  items: readonly ContentCardItem[]
  /** Steps in their order (an ordered list). */
  ordered?: boolean
  /** Smaller and closer, beside a section's intro. */
  compact?: boolean
  /** The list's own class: its columns. */
  className: string
}

/** Cards one under the other, each a title and a short text beside its icon when it has one: the content pages' and the home page's security list. */
export function ContentCards({ items, ordered = false, compact = false, className }: ContentCardsProps) {
  const { i18n } = useLingui()
  const List = ordered ? 'ol' : 'ul'
  return (
    <List className={`${className} stack stack--loose${compact ? ' content-cards--compact' : ''}`}>
      {items.map((item) => (
        <li
          key={item.title.id}
          className={item.icon ? 'content-card content-card--icon surface surface--raised' : 'content-card surface surface--raised'}
        >
          {item.icon ? <span className="content-card__icon icon-tile">{item.icon}</span> : null}
          <div>
            <h3 className="content-card__title">{i18n._(item.title)}</h3>
            <p className="content-card__text">{i18n._(item.text)}</p>
          </div>
        </li>
      ))}
    </List>
  )
}
