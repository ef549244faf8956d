import type { ReactNode } from 'react'
import './field-group.css'

export interface FieldGroupProps {
  legend: string
  /** 'wide': across the whole form; 'columns': wide, its fields side by side where there is room. */
  span?: 'one' | 'wide' | 'columns'
  children: ReactNode
}

/** A titled group of a form's fields on a card (a fieldset, so its legend names every field in it). */
export function FieldGroup({ legend, span = 'one', children }: FieldGroupProps) {
  return (
    <fieldset className={`field-group field-group--${span} surface surface--raised`}>
      <legend className="field-group__legend">{legend}</legend>
      {children}
    </fieldset>
  )
}

/** Field groups side by side from 900 px, one under the other below. */
export function FieldGroups({ children }: { children: ReactNode }) {
  return <div className="field-groups equal-columns">{children}</div>
}
