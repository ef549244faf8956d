import { useMemo, useRef, useState } from 'react'
import { AppStoreBadges } from '../../components/app-store-badges/app-store-badges'
import { ContentPage, ContentSection } from '../../components/content-page/content-page'
import { pageTitle, site } from '../../config/site'
import { FAQ_TOPICS } from '../../features/help/faq-content'
import { searchFaq, searchTerms } from '../../features/help/faq-search'
import { ContactTiles } from '../../features/help/components/contact-tiles'
import { FaqResults } from '../../features/help/components/faq-results'
import { FaqSearchBox } from '../../features/help/components/faq-search-box'
import { FaqTopics } from '../../features/help/components/faq-topics'
import { HelpCta } from '../../features/help/components/help-cta'
import { QuickTopics } from '../../features/help/components/quick-topics'
import { useDocumentTitle } from '../../hooks/use-document-title'

const CONTACT_ID = 'contact-support'

function searchStatus(query: string, count: number): string {
  if (!query.trim()) return ''
  if (count === 0) return 'No results'
  return `${count} ${count === 1 ? 'answer' : 'answers'} found`
}

/**
 * Spec 2.13, the help page: a working search, three quick topics (modals), the five FAQ topics,
 * contact tiles, the app (coming soon) and Sign Up / Log In. While a search is typed, its results
 * take the place of the quick topics and the topics.
 */
export function FaqRoute() {
  useDocumentTitle(pageTitle('Help'))
  const [query, setQuery] = useState('')
  const terms = useMemo(() => searchTerms(query), [query])
  const matches = useMemo(() => searchFaq(FAQ_TOPICS, query), [query])
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const searching = terms.length > 0

  return (
    <ContentPage
      eyebrow="Help center"
      title="How can we help?"
      lead={`Answers about sending money with ${site.name}, and a team that is here 24/7.`}
      headerExtra={
        <FaqSearchBox
          inputRef={searchInput}
          query={query}
          onQueryChange={setQuery}
          onSubmit={() => resultsHeading.current?.focus()}
          status={searchStatus(query, matches.length)}
        />
      }
    >
      {searching ? (
        <FaqResults
          query={query}
          terms={terms}
          matches={matches}
          onClear={() => {
            setQuery('')
            searchInput.current?.focus()
          }}
          contactAnchor={CONTACT_ID}
          headingRef={resultsHeading}
        />
      ) : (
        <>
          <ContentSection title="Popular topics">
            <QuickTopics />
          </ContentSection>
          <ContentSection title="Frequently asked questions" lead="Choose a topic to see its questions and answers.">
            <FaqTopics topics={FAQ_TOPICS} />
          </ContentSection>
        </>
      )}
      <ContentSection id={CONTACT_ID} title="Still need help?" lead="Our support team is here 24/7 and replies within 1 hour.">
        <ContactTiles />
      </ContentSection>
      <ContentSection
        title={`The ${site.name} app`}
        lead="Send and follow your transfers from your phone. Until it is out, everything works in your mobile browser."
      >
        <AppStoreBadges />
      </ContentSection>
      <HelpCta />
    </ContentPage>
  )
}

export default FaqRoute
