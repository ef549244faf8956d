import type { ReactNode } from 'react'

export interface FactProps {
  label: ReactNode
  children: ReactNode
  /** The pair's box: a row, or a cell of a facts grid. */
  className?: string
  /** The value's own class. */
  valueClassName?: string
}

/** A term and its value in a description list, boxed together so that a grid or a row lays them out as one. */
export function Fact({ label, children, className, valueClassName }: FactProps) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  )
}
