import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type FormEvent, type Ref } from 'react'
import { SearchIcon } from '../../../components/icons/page-icons'
import './faq-search.css'

export interface FaqSearchBoxProps {
  query: string
  onQueryChange: (query: string) => void
  /** Enter pressed: the page moves focus to the results. */
  onSubmit: () => void
  /** What the live region announces, e.g. '3 answers found'. */
  status: string
  inputRef?: Ref<HTMLInputElement>
}

/** The help page's search (spec 2.13, made real): filters the questions and answers as you type. */
export function FaqSearchBox({ query, onQueryChange, onSubmit, status, inputRef }: FaqSearchBoxProps) {
  const { t } = useLingui()
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form role="search" className="faq-search" onSubmit={submit}>
      <label htmlFor={inputId} className="faq-search__label">
        <Trans>Search the help articles</Trans>
      </label>
      <div className="faq-search__field">
        <SearchIcon className="faq-search__icon" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          className="faq-search__input"
          placeholder={t`For example: fees or cancel`}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </form>
  )
}
