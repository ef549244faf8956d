import { describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/i18n'
import { faqTexts } from './faq-content'
import { highlightParts, searchFaq, searchTerms } from './faq-search'

const FAQ_TOPICS = faqTexts(i18n)

describe('searchFaq', () => {
  it('matches nothing for an empty or blank query', () => {
    expect(searchFaq(FAQ_TOPICS, '')).toEqual([])
    expect(searchFaq(FAQ_TOPICS, '   ')).toEqual([])
  })

  it('finds questions and answers case-insensitively, with their topic', () => {
    const matches = searchFaq(FAQ_TOPICS, 'CVV')
    expect(matches.length).toBeGreaterThan(0)
    for (const match of matches) expect(`${match.question} ${match.answer}`.toLowerCase()).toContain('cvv')
    expect(matches.map((match) => match.topicTitle)).toContain('Sending Money')
  })

  it('needs every word of the query, in any order', () => {
    const both = searchFaq(FAQ_TOPICS, 'password  RESET')
    expect(both.map((match) => match.question)).toContain('I forgot my password. What do I do?')
    for (const match of both) {
      const text = `${match.question} ${match.answer}`.toLowerCase()
      expect(text).toContain('password')
      expect(text).toContain('reset')
    }
    expect(searchFaq(FAQ_TOPICS, 'password zebra')).toEqual([])
  })
})

describe('highlightParts', () => {
  const hit = (text: string) => ({ text, match: true })
  const rest = (text: string) => ({ text, match: false })

  it.each([
    ['cuts the text around every match, keeping its case', 'Fees: a fee of 5%', 'FEE', [hit('Fee'), rest('s: a '), hit('fee'), rest(' of 5%')]],
    [
      'treats the query as text, not as a pattern',
      '1 USD = 1.0 USD (fixed)',
      '1.0 (fixed)',
      [rest('1 USD = '), hit('1.0'), rest(' USD '), hit('(fixed)')],
    ],
  ])('%s', (_title, text, query, parts) => {
    expect(highlightParts(text, searchTerms(query))).toEqual(parts)
  })

  it('returns the text whole when there is nothing to look for', () => {
    expect(highlightParts('Hello', [])).toEqual([rest('Hello')])
  })
})
