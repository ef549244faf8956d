import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { AppStoreBadges } from '../../components/app-store-badges/app-store-badges'
import { ContentPage, ContentSection } from '../../components/content-page/content-page'
import { pageTitle, site } from '../../config/site'
import { faqTexts } from '../../features/help/faq-content'
import { searchFaq, searchTerms } from '../../features/help/faq-search'
import { ContactTiles } from '../../features/help/components/contact-tiles'
import { FaqResults } from '../../features/help/components/faq-results'
import { FaqSearchBox } from '../../features/help/components/faq-search-box'
import { FaqTopics } from '../../features/help/components/faq-topics'
import { HelpCta } from '../../features/help/components/help-cta'
import { QuickTopics } from '../../features/help/components/quick-topics'
import { useDocumentTitle } from '../../hooks/use-document-title'

const CONTACT_ID = 'contact-support'

/**
 * Spec 2.13, the help page: a working search, three quick topics (modals), the five FAQ topics,
 * contact tiles, the app (coming soon) and Sign Up / Log In. While a search is typed, its results
 * take the place of the quick topics and the topics.
 */
export default function FaqRoute() {
  const { t, i18n } = useLingui()
  useDocumentTitle(pageTitle(t`Help`))
  const [query, setQuery] = useState('')
  const terms = useMemo(() => searchTerms(query), [query])
  // In the reader's language, so the search finds what they read (a few dozen short texts: cheap).
  const topics = faqTexts(i18n)
  const matches = searchFaq(topics, query)
  const count = matches.length
  const status = !query.trim() ? '' : count === 0 ? t`No results` : t`${plural(count, { one: '# answer found', other: '# answers found' })}`
  const brand = site.name
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const searching = terms.length > 0
  // The page is prerendered: its box is on screen before the page's code runs, and what a reader
  // types by then is in the box but was never seen by onChange (hydration leaves the typed value).
  useEffect(() => {
    const typed = searchInput.current?.value
    if (typed) setQuery(typed)
  }, [])

  return (
    <ContentPage
      eyebrow={t`Help center`}
      title={t`How can we help?`}
      lead={t`Answers about sending money with ${brand}, and a team that is here 24/7.`}
      headerExtra={
        <FaqSearchBox
          inputRef={searchInput}
          query={query}
          onQueryChange={setQuery}
          onSubmit={() => resultsHeading.current?.focus()}
          status={status}
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
          <ContentSection title={t`Popular topics`}>
            <QuickTopics />
          </ContentSection>
          <ContentSection title={t`Frequently asked questions`} lead={t`Choose a topic to see its questions and answers.`}>
            <FaqTopics topics={topics} />
          </ContentSection>
        </>
      )}
      <ContentSection id={CONTACT_ID} title={t`Still need help?`} lead={t`Our support team is here 24/7 and replies within 1 hour.`}>
        <ContactTiles />
      </ContentSection>
      <ContentSection
        title={t`The ${brand} app`}
        lead={t`Send and follow your transfers from your phone. Until it is out, everything works in your mobile browser.`}
      >
        <AppStoreBadges />
      </ContentSection>
      <HelpCta />
    </ContentPage>
  )
}
