import { screen, waitFor, within } from '@testing-library/react'
import type { Recipient } from '../../../../../shared/recipients/recipient-schemas'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { savedRecipient } from '../../../testing/recipients'
import { renderApp } from '../../../testing/render-app'
import { signedInStore } from '../../../testing/session'
import { answerList, makeTransfer } from '../../../testing/transfers'
import { i18n } from '../../../lib/i18n/i18n'
import * as texts from '../../../entities/transfer/transfer-texts'
import { MyRecipients, showingText } from './my-recipients'

// The screens’ texts (messages) as the English they show.
const RECIPIENTS_LOAD_ERROR = i18n._(texts.RECIPIENTS_LOAD_ERROR)
const RECIPIENTS_POPUP_TEXT = i18n._(texts.RECIPIENTS_POPUP_TEXT)
const RECIPIENTS_POPUP_TITLE = i18n._(texts.RECIPIENTS_POPUP_TITLE)

const HODAN_SAVED = savedRecipient()

const twelve = Array.from({ length: 12 }, (_, i) => makeTransfer(12 - i, { firstName: `Person${12 - i}` }))

/** The API of the page: the address book (GET, POST, DELETE /api/recipients) and the sender's transfers. */
function answerApi(url: string, init: RequestInit | undefined, transfers: readonly Transfer[], recipients: readonly Recipient[]): Response {
  if (url.startsWith('/api/recipients') && init?.method === 'POST') return jsonResponse({ ...HODAN_SAVED, id: '01JB00000000000000000000R9' }, 201)
  if (url.startsWith('/api/recipients/') && init?.method === 'DELETE') return new Response(null, { status: 204 })
  if (url.startsWith('/api/recipients')) return jsonResponse({ items: recipients })
  return answerList(url, transfers)
}

async function renderRecipients(transfers: readonly Transfer[] = twelve, recipients: readonly Recipient[] = []) {
  const fetchMock = mockFetch((url, init) => answerApi(url, init, transfers, recipients))
  const rendered = renderApp(<MyRecipients />, { session: await signedInStore() })
  return { ...rendered, fetchMock, calls: () => fetchMock.mock.calls.map(([url]) => url) }
}

const names = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.split(' ')[0])
const pager = () => screen.getByRole('navigation', { name: 'Recipients pages' })

describe('showingText', () => {
  it.each([
    [1, 5, 12, 'Showing 1-5 of 12 recipients'],
    [2, 5, 12, 'Showing 6-10 of 12 recipients'],
    [3, 2, 12, 'Showing 11-12 of 12 recipients'],
    [1, 1, 1, 'Showing 1-1 of 1 recipient'],
  ])('page %i with %i shown of %i: %s', (page, shown, total, text) => {
    expect(showingText(i18n, page, shown, total)).toBe(text)
  })
})

describe('My Recipients', () => {
  it('lists the first 5 people paid, once each, with Showing 1-5 of n, from the address book and the latest transfers', async () => {
    const { calls } = await renderRecipients([...twelve, makeTransfer(30, { firstName: 'Person12' })])
    expect(await screen.findByText('Showing 1-5 of 12 recipients')).toBeInTheDocument()
    expect(names()).toEqual(['Person12', 'Person11', 'Person10', 'Person9', 'Person8'])
    expect(calls().sort()).toEqual(['/api/customers?limit=100', '/api/recipients?limit=100'])
  })

  it('groups the transfers to a saved recipient under them, with Send again at a new quote and Delete', async () => {
    const toHodan = (n: number, id: string) =>
      makeTransfer(n, {
        id,
        firstName: 'Hodan',
        mobileNumber: '+252612345678',
        paymentType: 'Bank Transfer',
        bankName: 'Premier Bank',
        accountNumber: '0123456789',
        inputValue: 40,
      })
    const { user, fetchMock } = await renderRecipients(
      [toHodan(1, '01JB00000000000000000000T2'), toHodan(2, '01JB00000000000000000000T1')],
      [HODAN_SAVED],
    )
    const card = (await screen.findByRole('heading', { level: 3, name: 'Hodan Ali Warsame' })).closest('li') as HTMLElement
    expect(screen.getByText('Showing 1-1 of 1 recipient')).toBeInTheDocument()
    expect(within(card).getByText('Saved')).toBeInTheDocument()
    expect(within(card).getByText('Premier Bank')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Edit Hodan Ali Warsame' })).toHaveAttribute(
      'href',
      `/dashboard/my-recipients/${HODAN_SAVED.id}/edit`,
    )
    expect(screen.getByRole('link', { name: 'Add a recipient' })).toHaveAttribute('href', '/dashboard/my-recipients/new')
    const again = within(card).getByRole('link', { name: 'Send again to Hodan Ali Warsame' })
    const href = new URL(again.getAttribute('href') ?? '', 'http://localhost')
    expect(href.pathname).toBe('/country/sender-details/so')
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ inputValue: '40.00', paymentType: 'Bank Transfer', recipient: HODAN_SAVED.id })
    await user.click(within(card).getByRole('button', { name: 'Show details for Hodan Ali Warsame' }))
    expect(within(card).getAllByRole('link', { name: /^View transfer/ })).toHaveLength(2)

    await user.click(within(card).getByRole('button', { name: 'Delete Hodan Ali Warsame from my recipients' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Hodan Ali Warsame?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete recipient' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/recipients/${HODAN_SAVED.id}`, expect.objectContaining({ method: 'DELETE' })))
    expect(await screen.findByText('Hodan Ali Warsame was deleted from your recipients. The transfers to them are kept.')).toHaveAttribute(
      'role',
      'status',
    )
  })

  it('saves a person paid before from their latest transfer, payout details included', async () => {
    const { user, fetchMock } = await renderRecipients([
      makeTransfer(1, { firstName: 'Asha', paymentType: 'Bank Transfer', bankName: 'Premier Bank', accountNumber: '0123456789' }),
    ])
    await user.click(await screen.findByRole('button', { name: 'Save recipient Asha Ali Warsame' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/recipients', expect.objectContaining({ method: 'POST' })))
    expect(await screen.findByText('Asha Ali Warsame is saved in your recipients.')).toHaveAttribute('role', 'status')
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/recipients' && init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      firstName: 'Asha',
      middleName: 'Ali',
      lastName: 'Warsame',
      mobileNumber: '6125550142',
      countryId: 'so',
      city: 'Banadir',
      paymentType: 'Bank Transfer',
      bankName: 'Premier Bank',
      accountNumber: '0123456789',
    })
  })

  it('pages forward and back within bounds: Previous off on the first page, Next off on the last', async () => {
    const { user, calls } = await renderRecipients()
    await screen.findByText('Showing 1-5 of 12 recipients')
    const previous = within(pager()).getByRole('button', { name: /Previous/ })
    const next = within(pager()).getByRole('button', { name: /Next/ })
    expect(previous).toBeDisabled()
    expect(
      within(pager())
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3'])
    expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await user.click(next)
    expect(await screen.findByText('Showing 6-10 of 12 recipients')).toBeInTheDocument()
    expect(names()).toEqual(['Person7', 'Person6', 'Person5', 'Person4', 'Person3'])
    await user.click(within(pager()).getByRole('button', { name: /Next/ }))
    expect(await screen.findByText('Showing 11-12 of 12 recipients')).toBeInTheDocument()
    expect(names()).toEqual(['Person2', 'Person1'])
    expect(within(pager()).getByRole('button', { name: /Next/ })).toBeDisabled()
    expect(within(pager()).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')

    // Paging is on the page: no request.
    await user.click(within(pager()).getByRole('button', { name: 'Page 1' }))
    expect(await screen.findByText('Showing 1-5 of 12 recipients')).toBeInTheDocument()
    expect(calls()).toHaveLength(2)
  })

  it('shows no pager for one page', async () => {
    await renderRecipients(twelve.slice(0, 4))
    expect(await screen.findByText('Showing 1-4 of 4 recipients')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Recipients pages' })).not.toBeInTheDocument()
  })

  it('shows what the recipient gets in their own currency, as the transfer recorded it', async () => {
    await renderRecipients([
      makeTransfer(1, {
        firstName: 'Achieng',
        middleName: 'Atieno',
        lastName: 'Otieno',
        countryId: 'ke',
        country: 'Kenya',
        payout: { currency: 'KES', rate: '129.5', receiveAmount: 12950, receiveMinor: 1295000, dateAvailable: '2026-03-02' },
      }),
    ])
    const card = (await screen.findByRole('heading', { level: 3, name: 'Achieng Atieno Otieno' })).closest('li') as HTMLElement
    expect(within(card).getByText('Recipient gets').nextSibling).toHaveTextContent('KES 12,950.00')
  })

  it('gives the date the money is available, and for a held transfer that it depends on the review', async () => {
    await renderRecipients([
      makeTransfer(1, { firstName: 'Achieng', middleName: '', lastName: 'Otieno', status: 'PENDING' }),
      makeTransfer(2, { firstName: 'Hodan', middleName: '', lastName: 'Warsame', status: 'ON_HOLD' }),
    ])
    const pending = (await screen.findByRole('heading', { level: 3, name: 'Achieng Otieno' })).closest('li') as HTMLElement
    expect(within(pending).getByText('Money available').nextSibling?.textContent).toMatch(/\d{4}/)
    const held = screen.getByRole('heading', { level: 3, name: 'Hodan Warsame' }).closest('li') as HTMLElement
    expect(within(held).getByText('Money available').nextSibling).toHaveTextContent(
      'Depends on our review: we will tell you the date once it is on its way',
    )
  })

  it('expands a card to its relationship, reason, payment type and method and masked card', async () => {
    const { user } = await renderRecipients([
      makeTransfer(1, {
        firstName: 'Hodan',
        middleName: 'Ali',
        lastName: 'Warsame',
        country: 'Somalia',
        city: 'Banadir',
        mobileNumber: '6125550142',
        inputValue: 250,
        fees: 12.5,
        total: 262.5,
        status: 'PAID',
        invoiceNumber: 'US-1234567890',
        relationship: 'Sister',
        sendingReason: 'Education',
        paymentType: 'Bank Transfer',
        paymentMethod: 'Credit Card',
        card: { brand: 'Visa', last4: '4242', expirationDate: '12/30' },
      }),
    ])
    const card = (await screen.findByRole('heading', { level: 3, name: 'Hodan Ali Warsame' })).closest('li') as HTMLElement
    const inCard = within(card)
    expect(inCard.getByText('Somalia, Banadir')).toBeInTheDocument()
    expect(inCard.getByText('(612) 555-0142')).toBeInTheDocument()
    expect(inCard.getByText('$250.00')).toBeInTheDocument()
    expect(inCard.getByText('$262.50')).toBeInTheDocument()
    expect(inCard.getAllByText('PAID').length).toBeGreaterThan(0)
    expect(inCard.getByText('Bank Transfer')).toBeInTheDocument()
    expect(card).toHaveTextContent('SO-US-1234567890')

    const toggle = inCard.getByRole('button', { name: 'Show details for Hodan Ali Warsame' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(details).not.toBeVisible()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(details).toBeVisible()
    // Dollars 1:1: no separate line for what the recipient gets.
    expect(inCard.queryByText('Recipient gets')).not.toBeInTheDocument()
    for (const text of ['Sister', 'Education', 'Credit Card', 'Visa **** **** **** 4242']) expect(within(details).getByText(text)).toBeInTheDocument()
    expect(card).not.toHaveTextContent('4242424242424242')
  })

  it('shows No Recipients Yet with Send Money Now when there are none', async () => {
    const { user } = await renderRecipients([])
    expect(await screen.findByRole('heading', { name: 'No Recipients Yet' })).toBeInTheDocument()
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send Money Now' }))
    expect(screen.getByRole('dialog', { name: 'Where are you sending money?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New Transfer' })).toBeInTheDocument()
  })

  it('on failure shows the spec message on the page and the popup once, with Try Again', async () => {
    let fail = true
    const fetchMock = mockFetch((url, init) =>
      fail ? jsonResponse({ error: 'Something went wrong on our side. Please try again.' }, 500) : answerApi(url, init, twelve, []),
    )
    const { user } = renderApp(<MyRecipients />, { session: await signedInStore() })
    const popup = await screen.findByRole('dialog', { name: RECIPIENTS_POPUP_TITLE })
    expect(popup).toHaveTextContent(RECIPIENTS_POPUP_TEXT)
    const alert = screen.getByText(RECIPIENTS_LOAD_ERROR).closest('[role="alert"]') as HTMLElement
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.')
    await user.click(within(popup).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: RECIPIENTS_POPUP_TITLE })).not.toBeInTheDocument()

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Showing 1-5 of 12 recipients')).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })
})
