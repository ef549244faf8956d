import type { ReactNode } from 'react'
import './data-table.css'

export interface Column<Row> {
  /** The column's header; in the card layout, the label beside each value. */
  header: string
  cell: (row: Row) => ReactNode
  /** 'number': right-aligned tabular figures; 'action': across the whole card. */
  kind?: 'text' | 'number' | 'action'
  /** The cell that names the row, for screen readers (a row header); on a card, its title across the top. */
  rowHeader?: boolean
  /** A header for screen readers only (a column of links whose text says enough), and no label on a card. */
  headerHidden?: boolean
  className?: string
}

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers. */
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
}

/**
 * A table where its container has room for it (54rem: the app's tables have 7 to 10 columns), and
 * below that — phones, tablets, a dashboard beside an open sidebar — each row a card with each value's
 * column name beside it (CSS, from `data-label`): one markup for both. The layout follows the
 * width the table gets (a container query), not the viewport, so a sidebar counts. Explicit ARIA
 * roles keep the table's meaning for screen readers when CSS changes its display.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  const cellClass = (column: Column<Row>) =>
    [
      column.kind === 'number' ? 'data-table__number' : '',
      column.kind === 'action' ? 'data-table__action' : '',
      column.rowHeader ? 'data-table__row-header' : '',
      column.className ?? '',
    ]
      .filter(Boolean)
      .join(' ') || undefined
  return (
    <div className="data-table">
      <div className="data-table__frame">
        <table className="data-table__table" role="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} role="columnheader" scope="col" className={cellClass(column)}>
                  {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row" className="data-table__row surface surface--raised">
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} role="rowheader" scope="row" className={cellClass(column)}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} role="cell" data-label={column.headerHidden ? undefined : column.header} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
