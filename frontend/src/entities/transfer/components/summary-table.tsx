import type { ReactNode } from 'react'

/** A summary's row: its label, its value, and whether it is a total (in bold). */
export type SummaryRow = readonly [label: string, value: string, total?: boolean]

/** A transfer's figures as a captioned table of labelled rows: the payment summary, the review step's tables. */
export function SummaryTable({ caption, rows, className }: { caption: ReactNode; rows: readonly SummaryRow[]; className?: string }) {
  return (
    <table className={className ? `money-transfer__table ${className}` : 'money-transfer__table'}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value, total = false]) => (
          <tr key={label} className={total ? 'money-transfer__row--total' : undefined}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
