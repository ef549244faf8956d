import { Plural, Trans } from '@lingui/react/macro'
import type { Ref } from 'react'
import { Button } from '../../../components/button/button'
import { site } from '../../../config/site'
import { highlightParts, type FaqMatch } from '../faq-search'
import './faq-search.css'

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className="faq-results__mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  )
}

export interface FaqResultsProps {
  query: string
  terms: readonly string[]
  matches: readonly FaqMatch[]
  onClear: () => void
  /** Id of the contact section, for the "contact support" link. */
  contactAnchor: string
  headingRef?: Ref<HTMLHeadingElement>
}

/** What the search found: every matching question with its whole answer, or 'No results' and a way to support. */
export function FaqResults({ query, terms, matches, onClear, contactAnchor, headingRef }: FaqResultsProps) {
  const searched = query.trim()
  const count = matches.length
  const { phone, phoneHref, email } = site.contact
  return (
    <section className="faq-results" aria-labelledby="faq-results-title">
      <div className="faq-results__header split-row">
        <h2 id="faq-results-title" ref={headingRef} tabIndex={-1} className="faq-results__title">
          {count === 0 ? (
            <Trans>No results</Trans>
          ) : (
            <Plural value={count} one={`# answer for “${searched}”`} other={`# answers for “${searched}”`} />
          )}
        </h2>
        <Button variant="secondary" onClick={onClear}>
          <Trans>Clear search</Trans>
        </Button>
      </div>
      {matches.length === 0 ? (
        <div className="faq-results__empty content-card surface surface--raised">
          <p>
            <Trans>
              Nothing in our help articles matches “{searched}”. Try other words, such as <em>fee</em>, <em>status</em> or <em>password</em>, or{' '}
              <a href={`#${contactAnchor}`}>contact support</a>: we are here 24/7 and reply within 1 hour.
            </Trans>
          </p>
          <p className="faq-results__direct">
            <Trans>
              Call <a href={phoneHref}>{phone}</a> or e-mail <a href={`mailto:${email}`}>{email}</a>.
            </Trans>
          </p>
        </div>
      ) : (
        <ul className="faq-results__list stack">
          {matches.map((match) => (
            <li key={`${match.topicId}:${match.question}`} className="faq-results__item content-card surface surface--raised">
              <p className="faq-results__topic eyebrow">{match.topicTitle}</p>
              <h3 className="faq-results__question">
                <Highlighted text={match.question} terms={terms} />
              </h3>
              <p className="faq-results__answer">
                <Highlighted text={match.answer} terms={terms} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
