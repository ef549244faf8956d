import { intlLocale } from '../../lib/i18n/i18n'
import type { FaqItemText, FaqTopicText } from './faq-content'

export interface FaqMatch extends FaqItemText {
  topicId: string
  topicTitle: string
}

/** The words of a query, lower-cased: 'Card  FEE ' → ['card', 'fee']. */
export function searchTerms(query: string): string[] {
  return query.toLocaleLowerCase(intlLocale()).split(/\s+/).filter(Boolean)
}

/**
 * The questions whose question or answer contains every word of the query (case-insensitive
 * substrings, in any order), in page order. An empty query matches nothing: the page shows the topics.
 * `topics` are the texts the reader sees (`faqTexts`), so the search works in their language.
 */
export function searchFaq(topics: readonly FaqTopicText[], query: string): FaqMatch[] {
  const terms = searchTerms(query)
  if (terms.length === 0) return []
  return topics.flatMap((topic) =>
    topic.items
      .filter((item) => {
        const text = `${item.question}\n${item.answer}`.toLocaleLowerCase(intlLocale())
        return terms.every((term) => text.includes(term))
      })
      .map((item) => ({ ...item, topicId: topic.id, topicTitle: topic.title })),
  )
}

export interface TextPart {
  text: string
  match: boolean
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `text` cut into the parts that match a term and the parts between, for highlighting. */
export function highlightParts(text: string, terms: readonly string[]): TextPart[] {
  if (terms.length === 0) return [{ text, match: false }]
  const pattern = new RegExp(
    `(${[...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'giu',
  )
  // With one capturing group, split() alternates: text between matches at even indexes, matches at odd ones.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '')
}
