import { useId, useState, type ReactNode } from 'react'
import { ChevronDownIcon } from '../icons/page-icons'
import './accordion.css'

interface AccordionItem {
  /** Stable key, unique within the accordion. */
  id: string
  title: string
  content: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
  /** The level of the heading that wraps each toggle, to fit the page's outline. */
  headingLevel: 2 | 3 | 4
  /** Ids of the items open at first. */
  defaultOpen?: readonly string[]
  className?: string
}

/** Panels are regions only while there are few of them (WAI-ARIA: avoid a crowd of landmarks). */
const MAX_REGIONS = 6

/**
 * The WAI-ARIA accordion pattern: each title is a heading holding a button with `aria-expanded`
 * and `aria-controls`; any number of panels may be open. A closed panel is `hidden`.
 */
export function Accordion({ items, headingLevel, defaultOpen = [], className }: AccordionProps) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen))
  const Heading = `h${headingLevel}` as const
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <div className={className ? `accordion ${className}` : 'accordion'}>
      {items.map((item) => {
        const expanded = open.has(item.id)
        const buttonId = `${baseId}-${item.id}-button`
        const panelId = `${baseId}-${item.id}-panel`
        return (
          <div
            key={item.id}
            className={expanded ? 'accordion__item accordion__item--open surface surface--raised' : 'accordion__item surface surface--raised'}
          >
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon className="accordion__icon" />
              </button>
            </Heading>
            <div
              id={panelId}
              className="accordion__panel"
              role={items.length <= MAX_REGIONS ? 'region' : undefined}
              aria-labelledby={buttonId}
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        )
      })}
    </div>
  )
}
