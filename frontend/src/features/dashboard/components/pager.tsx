import './pager.css'

/** At most this many page-number buttons (spec 9). */
export const MAX_PAGE_BUTTONS = 5

export interface PagerProps {
  /** 1-based. */
  page: number
  /** Known when the total is (no search text); without it only Previous and Next are offered. */
  totalPages?: number
  hasNext: boolean
  onGoTo: (page: number) => void
  busy?: boolean
  /** The navigation landmark's name, e.g. 'Recipients pages'. */
  label: string
}

/** The page numbers around `page`: at most {@link MAX_PAGE_BUTTONS}, the current one in the middle when it can be. */
export function pageWindow(page: number, totalPages: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, totalPages)
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1)
  return Array.from({ length: count }, (_, i) => first + i)
}

/** Previous, the page numbers (when the total is known) and Next. */
export function Pager({ page, totalPages, hasNext, onGoTo, busy = false, label }: PagerProps) {
  const last = totalPages ?? (hasNext ? page + 1 : page)
  if (last <= 1 && page <= 1) return null
  const nextAllowed = totalPages === undefined ? hasNext : page < totalPages
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager__button" onClick={() => onGoTo(page - 1)} disabled={page <= 1 || busy}>
        <span aria-hidden="true">‹ </span>Previous
      </button>
      {totalPages !== undefined ? (
        <ul className="pager__pages">
          {pageWindow(page, totalPages).map((number) => (
            <li key={number}>
              <button
                type="button"
                className={number === page ? 'pager__button pager__button--current' : 'pager__button'}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onGoTo(number)}
                disabled={busy}
              >
                {number}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <span className="pager__status">Page {page}</span>
      )}
      <button type="button" className="pager__button" onClick={() => onGoTo(page + 1)} disabled={!nextAllowed || busy}>
        Next<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  )
}
