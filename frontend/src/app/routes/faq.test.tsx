import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { computeFees } from '../../../../shared/money/fees'
import { formatUsd } from '../../../../shared/money/money'
import { faqTexts } from '../../features/help/faq-content'
import { i18n } from '../../lib/i18n/i18n'
import { renderApp } from '../../testing/render-app'
import FaqRoute from './faq'

const TOPICS = ['Getting Started', 'Sending Money', 'My Account', 'My Transfer', 'Receiving Money']

/** The search's live region (the app has others, e.g. the toaster). */
const searchStatus = () => within(screen.getByRole('search')).getByRole('status')

describe('FaqRoute', () => {
  it('shows the search, three quick topics, the five topics, contact tiles, the app and the calls to action', () => {
    renderApp(<FaqRoute />, { url: '/faq' })
    expect(document.title).toBe('Help | Remit')
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search the help articles' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /fees and exchange rate|track a transfer|keep your account safe/i })).toHaveLength(3)
    for (const topic of TOPICS) {
      expect(screen.getByRole('heading', { level: 3, name: topic })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: topic })).toHaveAttribute('aria-expanded', 'false')
    }
    expect(screen.getByRole('link', { name: '1-800-555-0142' })).toHaveAttribute('href', 'tel:+18005550142')
    expect(screen.getByRole('link', { name: 'support@remit.example' })).toHaveAttribute('href', 'mailto:support@remit.example')
    expect(screen.getByRole('heading', { level: 3, name: 'Live chat' })).toBeInTheDocument()
    expect(screen.getAllByText('Coming soon')).toHaveLength(3) // chat + two app stores
    expect(screen.queryByRole('link', { name: /app store|google play/i })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/sign-up')
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth/sign-in')
  })

  it('opens a topic of the accordion', async () => {
    const { user } = renderApp(<FaqRoute />, { url: '/faq' })
    const sending = screen.getByRole('button', { name: 'Sending Money' })
    await user.click(sending)
    expect(sending).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('region', { name: 'Sending Money' })
    expect(within(panel).getByText('How much does a transfer cost?')).toBeVisible()
    expect(within(panel).getByText(/1 USD = 1\.0 USD/)).toBeVisible()
  })

  it('filters questions and answers as you type, case-insensitively', async () => {
    const { user } = renderApp(<FaqRoute />, { url: '/faq' })
    await user.type(screen.getByRole('searchbox'), 'cvv')

    const results = screen.getByRole('region', { name: /answers? for “cvv”/ })
    const items = within(results).getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect(item.textContent?.toLowerCase()).toContain('cvv')
    expect(within(results).getByRole('heading', { level: 3, name: 'Is my card information safe?' })).toBeInTheDocument()
    expect(searchStatus()).toHaveTextContent(`${items.length} answer`)
    // The topics and quick topics give way to the results.
    expect(screen.queryByRole('button', { name: 'Sending Money' })).not.toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), 'PASSWORD Reset')
    const narrowed = within(screen.getByRole('region', { name: /for “PASSWORD Reset”/ })).getAllByRole('heading', { level: 3 })
    expect(narrowed.map((heading) => heading.textContent)).toContain('I forgot my password. What do I do?')
    expect(screen.getAllByText(/^password$/i, { selector: 'mark' }).length).toBeGreaterThan(0)
  })

  it('says No results with a way to contact support, and Clear search brings the topics back', async () => {
    const { user } = renderApp(<FaqRoute />, { url: '/faq' })
    const search = screen.getByRole('searchbox')
    await user.type(search, 'bitcoin')

    expect(screen.getByRole('heading', { level: 2, name: 'No results' })).toBeInTheDocument()
    expect(searchStatus()).toHaveTextContent('No results')
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '#contact-support')
    expect(document.getElementById('contact-support')).toHaveTextContent('Call us')

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(search).toHaveValue('')
    expect(search).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Sending Money' })).toBeInTheDocument()
    expect(searchStatus()).toHaveTextContent('')
  })

  it('moves focus to the results when the search is submitted', async () => {
    const { user } = renderApp(<FaqRoute />, { url: '/faq' })
    await user.type(screen.getByRole('searchbox'), 'invoice{Enter}')
    expect(screen.getByRole('heading', { level: 2, name: /answers? for “invoice”/ })).toHaveFocus()
  })

  it('opens a quick topic in a modal that Escape closes, giving focus back to its card', async () => {
    const { user } = renderApp(<FaqRoute />, { url: '/faq' })
    const card = screen.getByRole('button', { name: /fees and exchange rate/i })
    await user.click(card)

    const dialog = screen.getByRole('dialog', { name: 'Fees and exchange rate' })
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    const row = within(dialog).getByRole('row', { name: /\$4,000\.00/ })
    expect(row).toHaveTextContent('$120.00')
    expect(row).toHaveTextContent('$4,120.00')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(card).toHaveFocus()
  })
})

describe('FAQ content', () => {
  const FAQ_TOPICS = faqTexts(i18n)

  it('quotes fees the fee rule gives', () => {
    const answer = FAQ_TOPICS.flatMap((topic) => topic.items).find((item) => item.question === 'How much does a transfer cost?')?.answer ?? ''
    for (const dollars of [500, 3_000, 4_000]) {
      const { feeCents, totalCents } = computeFees(dollars * 100)
      expect(answer).toContain(`costs ${formatUsd(totalCents)}`)
      expect(answer).toContain(`${formatUsd(feeCents)} fee`)
    }
  })

  it('has the five topics of spec 2.13, each with several questions', () => {
    expect(FAQ_TOPICS.map((topic) => topic.title)).toEqual(TOPICS)
    for (const topic of FAQ_TOPICS) expect(topic.items.length).toBeGreaterThanOrEqual(4)
  })
})
