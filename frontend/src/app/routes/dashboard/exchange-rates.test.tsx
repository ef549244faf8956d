import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DecidedRateProposal, ExchangeRate, RateProposal } from '../../../../../shared/rates/exchange-rates'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { renderApp } from '../../../testing/render-app'
import { makeSession, signedInStore } from '../../../testing/session'
import ExchangeRatesRoute from './exchange-rates'

const KES: ExchangeRate = {
  countryId: 'ke',
  currency: 'KES',
  referenceRate: '130',
  marginBps: 150,
  customerRate: '128.05',
  setBy: { id: 'admin-1', name: 'Asha Noor' },
  setAt: '2026-11-20T09:00:00.000Z',
  reason: 'Weekly review',
  version: 3,
}

/** Another verified staff member: the second pair of eyes. */
const STAFF_B = { id: 'admin-2', name: 'Ben Okoth' }

/** A ×100 typo, proposed by Asha (admin-1) and waiting. */
const PROPOSAL: RateProposal = {
  proposalId: '01KB0000000000000000000PRP',
  countryId: 'ke',
  currency: 'KES',
  referenceRate: '13000',
  marginBps: 150,
  customerRate: '12805',
  reason: 'New week',
  correction: false,
  baseVersion: 3,
  from: { referenceRate: '130', marginBps: 150, customerRate: '128.05' },
  changeBps: 990_000,
  proposedBy: { id: 'admin-1', name: 'Asha Noor' },
  proposedAt: '2026-11-26T09:15:00.000Z',
}

async function renderRates(handle: (url: string, init: RequestInit | undefined) => Response | undefined, viewer = 'admin-1') {
  mockFetch((url, init) => handle(url, init) ?? jsonResponse({ error: 'Not found' }, 404))
  const session = await signedInStore(makeSession({ id: viewer, isAdmin: true, verified: true }))
  return renderApp(<ExchangeRatesRoute />, { session, url: '/dashboard/exchange-rates' })
}

type User = Awaited<ReturnType<typeof renderRates>>['user']

/** The API listing Kenya's rate with nothing waiting for approval. */
const listingKes = (url: string) => (url === '/api/rates' ? jsonResponse({ items: [KES], proposals: [] }) : undefined)

/** As {@link listingKes}, and a change of Kenya's rate is recorded in `puts` and answered with `changed`. */
function changingKes(puts: unknown[], changed: ExchangeRate) {
  return (url: string, init: RequestInit | undefined) => {
    if (init?.method !== 'PUT') return listingKes(url)
    if (url !== '/api/rates/ke/KES') return undefined
    puts.push(JSON.parse(String(init.body)))
    return jsonResponse(changed)
  }
}

/** Each of `texts` is somewhere in `element`'s text. */
function expectTexts(element: HTMLElement, texts: readonly string[]) {
  for (const text of texts) expect(element).toHaveTextContent(text)
}

async function openKenyaChange(user: User): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Change the Kenya KES rate' }))
  return screen.findByRole('dialog', { name: 'Change the Kenya rate (KES)' })
}

async function retype(user: User, input: HTMLElement, text: string): Promise<void> {
  await user.clear(input)
  await user.type(input, text)
}

describe('Exchange Rates screen', () => {
  it('lists every local payout currency with its rate, margin and who set it, and the ones not set as refusing quotes', async () => {
    await renderRates(listingKes)
    const kenya = await screen.findByRole('row', { name: /Kenya \(KES\)/ })
    expectTexts(kenya, ['130', '150 bps (1.50%)', '1 USD = 128.05 KES', 'Asha Noor', 'Weekly review'])
    expect(screen.getByRole('row', { name: /Uganda \(UGX\)/ })).toHaveTextContent('Not set: quotes refused')
    // Somalia pays out in dollars only; dollars are never rated.
    expect(screen.queryByRole('row', { name: /Somalia/ })).not.toBeInTheDocument()
  })

  it('previews the customer rate, asks for confirmation, and sends the change with the version it replaces', async () => {
    const puts: unknown[] = []
    const { user } = await renderRates(
      changingKes(puts, { ...KES, referenceRate: '131', marginBps: 100, customerRate: '129.69', reason: 'Market moved', version: 4 }),
    )
    const dialog = await openKenyaChange(user)
    const reference = within(dialog).getByLabelText('Reference rate (KES per 1 USD)')
    await retype(user, reference, '131')
    const margin = within(dialog).getByLabelText('Margin (basis points; 100 = 1%)')
    await retype(user, margin, '100')
    expect(within(dialog).getByText('Customer rate: 1 USD = 129.69 KES')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'Market moved')
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }))
    expect(within(dialog).getByText(/Customers will get/)).toHaveTextContent('1 USD = 129.69 KES')
    expect(within(dialog).getByText(/Customers will get/)).toHaveTextContent('instead of 1 USD = 128.05 KES')
    expect(puts).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }))
    expect(await screen.findByText('Kenya: customers now get 1 USD = 129.69 KES.')).toBeInTheDocument()
    expect(puts).toEqual([{ referenceRate: '131', marginBps: 100, reason: 'Market moved', expectedVersion: 3 }])
  })

  it('shows the change as a percentage while it is typed, and marks a change of more than 10% as needing a second approver', async () => {
    const { user } = await renderRates(listingKes)
    const dialog = await openKenyaChange(user)
    const reference = within(dialog).getByLabelText('Reference rate (KES per 1 USD)')
    await retype(user, reference, '131')
    expect(within(dialog).getByText(/^Change:/)).toHaveTextContent('Change: +0.77% from 1 USD = 128.05 KES (reference +0.77%)')
    expect(within(dialog).queryByText(/More than 10%/)).not.toBeInTheDocument()
    await retype(user, reference, '13000')
    expect(within(dialog).getByText(/^Change:/)).toHaveTextContent('Change: +9,900.00% from 1 USD = 128.05 KES (reference +9,900.00%)')
    expect(within(dialog).getByText('More than 10%: another verified staff member must approve it before it applies.')).toBeInTheDocument()
  })

  it('proposes a ×100 typo only once confirmed, on a step that shows the change as a percentage', async () => {
    const puts: unknown[] = []
    let listed = 0
    const { user } = await renderRates((url, init) => {
      if (url === '/api/rates' && init?.method !== 'PUT') {
        listed++
        return jsonResponse({ items: [KES], proposals: puts.length > 0 ? [PROPOSAL] : [] })
      }
      if (url === '/api/rates/ke/KES' && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)))
        return jsonResponse(PROPOSAL, 202)
      }
      return undefined
    })
    const dialog = await openKenyaChange(user)
    const reference = within(dialog).getByLabelText('Reference rate (KES per 1 USD)')
    await retype(user, reference, '13000')
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'New week')
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }))
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'This changes the customer rate by +9,900.00%: more than 10%. Check the figures: the change applies only once another verified staff member approves it.',
    )
    expect(within(dialog).getByText(/Customers will get/)).toHaveTextContent('instead of 1 USD = 128.05 KES (+9,900.00%)')
    expect(puts).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Propose change' }))
    expect(await screen.findByText("Kenya: the change waits for another verified staff member's approval.")).toBeInTheDocument()
    expect(puts).toEqual([{ referenceRate: '13000', marginBps: 150, reason: 'New week', expectedVersion: 3, confirmLargeChange: true }])
    // The list is read again: the row now waits for approval, and the proposal is listed.
    await waitFor(() => expect(listed).toBeGreaterThanOrEqual(2))
    expect(await screen.findByRole('row', { name: /Kenya \(KES\)/ })).toHaveTextContent('Waiting for approval')
    expect(screen.queryByRole('button', { name: 'Change the Kenya KES rate' })).not.toBeInTheDocument()
  })

  it('sends a correction as one, saying the quotes given at the current rate will no longer pay', async () => {
    const puts: unknown[] = []
    const { user } = await renderRates(
      changingKes(puts, { ...KES, marginBps: 100, customerRate: '128.7', version: 4, correction: true, quotesValidFromVersion: 4 }),
    )
    const dialog = await openKenyaChange(user)
    const margin = within(dialog).getByLabelText('Margin (basis points; 100 = 1%)')
    await retype(user, margin, '100')
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'Margin typed wrong')
    await user.click(within(dialog).getByRole('checkbox', { name: /Correction: the current rate is wrong/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }))
    expect(
      within(dialog).getByText(
        'Correction: the quotes already given at the current rate will no longer pay; senders are asked to accept a new quote.',
      ),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }))
    await screen.findByText('Kenya: customers now get 1 USD = 128.70 KES.')
    expect(puts).toEqual([{ referenceRate: '130', marginBps: 100, reason: 'Margin typed wrong', expectedVersion: 3, correction: true }])
  })

  it('lists a change waiting for approval, with the percentage, and lets another staff member approve it', async () => {
    const decisions: unknown[] = []
    const { user } = await renderRates((url, init) => {
      if (url === '/api/rates') return jsonResponse({ items: [KES], proposals: decisions.length > 0 ? [] : [PROPOSAL] })
      if (url === '/api/rates/ke/KES/proposal' && init?.method === 'POST') {
        decisions.push(JSON.parse(String(init.body)))
        return jsonResponse({ proposal: { ...PROPOSAL, outcome: 'approved', decidedBy: STAFF_B, decidedAt: '2026-11-26T09:20:00.000Z' } })
      }
      return undefined
    }, STAFF_B.id)
    const waiting = await screen.findByRole('region', { name: 'Waiting for approval' })
    const card = within(waiting).getByRole('article', { name: 'Kenya (KES)' })
    expectTexts(card, [
      'Proposed rate1 USD = 12,805.00 KES (reference 13000, margin 150 bps)',
      'Current rate1 USD = 128.05 KES',
      'Change (%)+9,900.00%',
      'Asha Noor',
      'New week',
    ])
    expect(screen.getByRole('row', { name: /Kenya \(KES\)/ })).toHaveTextContent('Waiting for approval')
    await user.click(within(card).getByRole('button', { name: 'Approve the Kenya KES change' }))
    const confirm = await screen.findByRole('dialog', { name: 'Approve the Kenya rate (KES)?' })
    expect(confirm).toHaveTextContent(
      'Customers will get 1 USD = 12,805.00 KES instead of 1 USD = 128.05 KES (+9,900.00%) on every quote from then on.',
    )
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Kenya: customers now get 1 USD = 12,805.00 KES.')).toBeInTheDocument()
    expect(decisions).toEqual([{ proposalId: PROPOSAL.proposalId, decision: 'approve' }])
    expect(await within(waiting).findByText('No change is waiting for approval.')).toBeInTheDocument()
  })

  it('offers its proposer no Approve, only Withdraw, and says another staff member approves it', async () => {
    const decisions: unknown[] = []
    const { user } = await renderRates((url, init) => {
      if (url === '/api/rates') return jsonResponse({ items: [KES], proposals: [PROPOSAL] })
      if (url === '/api/rates/ke/KES/proposal' && init?.method === 'POST') {
        decisions.push(JSON.parse(String(init.body)))
        return jsonResponse({ proposal: { ...PROPOSAL, outcome: 'rejected', decidedBy: PROPOSAL.proposedBy, decidedAt: '2026-11-26T09:20:00.000Z' } })
      }
      return undefined
    })
    const card = await screen.findByRole('article', { name: 'Kenya (KES)' })
    expect(card).toHaveTextContent('You proposed this change: another verified staff member approves it.')
    expect(within(card).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Withdraw the Kenya KES change' }))
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the change of the Kenya rate?' })
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }))
    await screen.findByText('Kenya: the proposed change was dropped.')
    expect(decisions).toEqual([{ proposalId: PROPOSAL.proposalId, decision: 'reject' }])
  })

  it('shows who proposed and who approved each large change in the history, and the proposals rejected', async () => {
    const approved: ExchangeRate = {
      ...KES,
      referenceRate: '13000',
      customerRate: '12805',
      version: 4,
      changeBps: 990_000,
      setAt: '2026-11-26T09:20:00.000Z',
      approval: { by: STAFF_B, at: '2026-11-26T09:20:00.000Z', proposedAt: '2026-11-26T09:15:00.000Z' },
    }
    const rejected: DecidedRateProposal = {
      ...PROPOSAL,
      outcome: 'rejected',
      decidedBy: STAFF_B,
      decidedAt: '2026-11-26T09:30:00.000Z',
      decisionReason: 'Typo',
    }
    const { user } = await renderRates((url) => {
      if (url === '/api/rates') return jsonResponse({ items: [approved], proposals: [] })
      if (url === '/api/rates/ke/KES/history') return jsonResponse({ items: [approved, KES], proposals: [rejected] })
      return undefined
    })
    expect(await screen.findByRole('row', { name: /Kenya \(KES\)/ })).toHaveTextContent('Asha Noor, approved by Ben Okoth')
    await user.click(screen.getByRole('button', { name: 'History of the Kenya KES rate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Kenya (KES): rate history' })
    const changes = await within(dialog).findByRole('table', { name: 'History of the KES rate' })
    expect(within(changes).getAllByRole('row')[1]).toHaveTextContent(/\+9,900\.00%.*Proposed by Asha Noor \(.*\), approved by Ben Okoth/)
    const decided = within(dialog).getByRole('table', { name: 'Proposals of more than 10% decided' })
    expect(within(decided).getAllByRole('row')[1]).toHaveTextContent(/Rejected.*Ben Okoth.*Typo/)
  })

  it("refuses a margin outside the rule with the rule's message, before anything is sent", async () => {
    const { user } = await renderRates(listingKes)
    const dialog = await openKenyaChange(user)
    const margin = within(dialog).getByLabelText('Margin (basis points; 100 = 1%)')
    await retype(user, margin, '1001')
    await user.type(within(dialog).getByLabelText('Reason for the change'), 'Too much')
    await user.click(within(dialog).getByRole('button', { name: 'Review change' }))
    expect(margin).toHaveAccessibleDescription('The margin is a whole number of basis points from 0 to 1000')
    expect(within(dialog).getByText('Customer rate: enter a reference rate and a margin')).toBeInTheDocument()
  })

  it('shows a staff member who is not verified why the screen is closed to them', async () => {
    await renderRates((url) =>
      url === '/api/rates' ? jsonResponse({ error: 'Only verified staff can see and change exchange rates' }, 403) : undefined,
    )
    expect(await screen.findByRole('heading', { name: 'Exchange rates are for verified staff' })).toBeInTheDocument()
    expect(screen.getByText('Only verified staff can see and change exchange rates')).toBeInTheDocument()
  })
})
