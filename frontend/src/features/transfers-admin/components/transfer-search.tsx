import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'react-router'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { SearchIcon } from '../../../components/icons/page-icons'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/format'
import { advancedCount, type TransferFilters } from '../../../entities/transfer/transfer-filters'
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
  const { t } = useLingui()
  const id = useId()
  const active = advancedCount(filters)
  const activeCount = formatCount(active)
  return (
    <div className="customer-search" role="search">
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search customers</Trans>
      </label>
      <div className="customer-search__box">
        <SearchIcon className="customer-search__icon" />
        <input
          id={id}
          type="search"
          className="field__input customer-search__input"
          // Short enough for a 375 px phone in every language (measured: staff-sender.e2e.test.ts); the label names the search.
          placeholder={t`Name, invoice or mobile`}
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
        <Trans>Advanced</Trans>
        {active > 0 ? <span className="customer-search__count"> ({activeCount})</span> : null}
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
  const { t } = useLingui()
  const found = formatCount(matches.length)
  // 'N found', or 'N+ found' while more matches may be unread.
  const count = complete ? t`${found} found` : t`${found}+ found`
  return (
    <section className="search-results" aria-label={t`Search results for ${query}`} aria-busy={searching}>
      <p className="search-results__head split-row" role="status">
        <span>
          <Trans>
            Results for <strong>“{query}”</strong>
          </Trans>
        </span>
        <span className="search-results__badge">{searching && matches.length === 0 ? t`Searching…` : count}</span>
      </p>
      {matches.length > 0 ? (
        <ul className="search-results__list">
          {matches.slice(0, SEARCH_PANEL_MATCHES).map((match) => (
            <li key={match.id}>
              <Link to={paths.customerDetails.getHref(match.id)} className="search-results__link">
                <span className="search-results__name">
                  {match.firstName} {match.middleName} {match.lastName}
                </span>
                <span className="search-results__invoice">{invoiceLabel(match.country, match.invoiceNumber)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
