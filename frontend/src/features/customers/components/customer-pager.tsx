import { pageWindow } from '../page-window'

export interface CustomerPagerProps {
  /** 1-based. */
  page: number
  /** The number of pages (known, or what is loaded so far plus one when more exist). */
  totalPages: number
  onGoTo: (page: number) => void
  busy?: boolean
}

/** Previous, at most 5 page numbers around the current page, Next (spec 9). */
export function CustomerPager({ page, totalPages, onGoTo, busy = false }: CustomerPagerProps) {
  if (totalPages <= 1) return null
  return (
    <nav className="customer-pager" aria-label="Customer pages">
      <button type="button" className="customer-pager__button" onClick={() => onGoTo(page - 1)} disabled={page <= 1 || busy}>
        <span aria-hidden="true">‹ </span>Previous
      </button>
      <ul className="customer-pager__pages">
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? 'customer-pager__button customer-pager__button--current' : 'customer-pager__button'}
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
      <button type="button" className="customer-pager__button" onClick={() => onGoTo(page + 1)} disabled={page >= totalPages || busy}>
        Next<span aria-hidden="true"> ›</span>
      </button>
    </nav>
  )
}
