import { useId } from 'react'
import { Link } from 'react-router'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { SearchIcon } from '../../../components/icons/page-icons'
import { paths } from '../../../config/paths'
import { advancedCount, type TransferFilters } from '../transfer-filters'
import { FilterIcon } from './transfer-icons'
// The search box is styled as a form field.
import '../../../components/form/form.css'

/** Spec 9: the results panel shows up to 5 matches. */
export const SEARCH_PANEL_MATCHES = 5

export interface TransferSearchProps {
  value: string
  onChange: (value: string) => void
  filters: TransferFilters
  advancedOpen: boolean
  onToggleAdvanced: () => void
  advancedPanelId: string
}

/** The search box (first name, last name, invoice, mobile; spec 9) and the Advanced button. */
export function TransferSearch({ value, onChange, filters, advancedOpen, onToggleAdvanced, advancedPanelId }: TransferSearchProps) {
  const id = useId()
  const active = advancedCount(filters)
  return (
    <div className="customer-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        Search customers
      </label>
      <div className="customer-search__box">
        <SearchIcon className="customer-search__icon" />
        <input
          id={id}
          type="search"
          className="field__input customer-search__input"
          placeholder="Search by name, invoice or mobile number"
          value={value}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="button button--secondary button--md customer-search__advanced"
        aria-expanded={advancedOpen}
        aria-controls={advancedPanelId}
        onClick={onToggleAdvanced}
      >
        <FilterIcon className="button__icon" />
        Advanced{active > 0 ? <span className="customer-search__count"> ({active})</span> : null}
      </button>
    </div>
  )
}

export interface SearchResultsProps {
  query: string
  matches: readonly Transfer[]
  /** Every match is loaded (else the count is a lower bound). */
  complete: boolean
  searching: boolean
}

/** Spec 2.7/9: an 'N found' badge and up to 5 matches, each linking to its details. */
export function SearchResults({ query, matches, complete, searching }: SearchResultsProps) {
  const count = `${matches.length}${complete ? '' : '+'} found`
  return (
    <section className="search-results" aria-label={`Search results for ${query}`} aria-busy={searching}>
      <p className="search-results__head" role="status">
        <span>
          Results for <strong>“{query}”</strong>
        </span>
        <span className="search-results__badge">{searching && matches.length === 0 ? 'Searching…' : count}</span>
      </p>
      {matches.length > 0 ? (
        <ul className="search-results__list">
          {matches.slice(0, SEARCH_PANEL_MATCHES).map((t) => (
            <li key={t.id}>
              <Link to={paths.customerDetails.getHref(t.id)} className="search-results__link">
                <span className="search-results__name">
                  {t.firstName} {t.middleName} {t.lastName}
                </span>
                <span className="search-results__invoice">{invoiceLabel(t.country, t.invoiceNumber)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
