import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Recipient } from '../../../../../shared/recipients/recipient-schemas'
import { jsonResponse, mockFetch } from '../../../testing/mock-fetch'
import { savedRecipient } from '../../../testing/recipients'
import { renderApp } from '../../../testing/render-app'
import { signedInStore } from '../../../testing/session'
import { answerList } from '../../../testing/transfers'
import { MyRecipients } from './my-recipients'
import { RecipientEditor } from './recipient-editor'

const HODAN = savedRecipient({ version: 3 })

/** The form at its paths, and My Recipients where it returns. */
function Pages() {
  return (
    <Routes>
      <Route path="/dashboard/my-recipients/new" element={<RecipientEditor />} />
      <Route path="/dashboard/my-recipients/:id/edit" element={<RecipientEditor id={HODAN.id} />} />
      <Route path="/dashboard/my-recipients" element={<MyRecipients />} />
    </Routes>
  )
}

/** The address book's API: a write answers `written` (or `refusal`), a read the saved ones. */
async function renderForm(url: string, { saved = [HODAN], refusal }: { saved?: Recipient[]; refusal?: Response } = {}) {
  const bodies: { method: string; url: string; body: unknown }[] = []
  mockFetch((requested, init) => {
    const method = init?.method ?? 'GET'
    if (requested.startsWith('/api/recipients') && method !== 'GET') {
      const body: unknown = JSON.parse(String(init?.body))
      bodies.push({ method, url: requested, body })
      if (refusal) return refusal
      return jsonResponse({ ...HODAN, ...(body as object), id: HODAN.id, version: 4 }, method === 'POST' ? 201 : 200)
    }
    if (requested.startsWith('/api/recipients')) return jsonResponse({ items: saved })
    return answerList(requested, [])
  })
  const rendered = renderApp(<Pages />, { url, session: await signedInStore() })
  return { ...rendered, bodies }
}

const field = (name: string | RegExp) => screen.getByLabelText(name)

describe('the address book form', () => {
  it('adds a Kenyan recipient paid by bank: the destination’s fields, the API’s messages, then back on My Recipients saying so', async () => {
    const { user, bodies } = await renderForm('/dashboard/my-recipients/new', { saved: [] })
    expect(screen.getByRole('heading', { name: 'Add a recipient' })).toBeInTheDocument()

    await user.selectOptions(field('Country'), 'ke')
    expect(screen.getByText('+254')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }))
    // Sent empty: each field's own message from the API's schema, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Save recipient' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Check the fields marked below.')
    expect(field('First Name')).toHaveAccessibleDescription(/First Name is required!/)
    expect(field('Bank name')).toHaveAccessibleDescription(/Bank name is required/)
    expect(field('Middle Name')).not.toHaveAttribute('aria-invalid')
    expect(bodies).toEqual([])

    await user.type(field('Bank name'), 'Equity Bank')
    await user.type(field('Account number'), '0123456789')
    await user.type(field('Mobile Number'), '07a12 345 678')
    await user.type(field('First Name'), 'Faduma')
    await user.type(field('Last Name'), 'Warsame')
    await user.type(field('City / Town / State'), 'Nairobi')
    expect(field('Mobile Number')).toHaveValue('0712345678')
    expect(field('First Name')).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Save Faduma Warsame' }))

    expect(await screen.findByText('Faduma Warsame is saved in your recipients.')).toBeInTheDocument()
    expect(bodies).toEqual([
      {
        method: 'POST',
        url: '/api/recipients',
        body: {
          countryId: 'ke',
          paymentType: 'Bank Transfer',
          walletProvider: '',
          bankName: 'Equity Bank',
          accountNumber: '0123456789',
          mobileNumber: '0712345678',
          firstName: 'Faduma',
          middleName: '',
          lastName: 'Warsame',
          city: 'Nairobi',
        },
      },
    ])
  })

  it('a new destination starts the payout afresh: its own methods, no wallet or city of another country', async () => {
    const { user } = await renderForm('/dashboard/my-recipients/new', { saved: [] })
    await user.selectOptions(field('Country'), 'so')
    await user.click(screen.getByRole('radio', { name: 'Mobile Money' }))
    await user.selectOptions(field('Mobile money provider'), 'EVC Plus')
    await user.selectOptions(field('City / Region'), 'Banadir')
    await user.selectOptions(field('Country'), 'tr')
    // Turkey pays no mobile money: its first way of paying out instead.
    expect(screen.getByRole('radio', { name: 'Cash Collection' })).toBeChecked()
    expect(screen.queryByRole('radio', { name: 'Mobile Money' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Bank Transfer' }))
    expect(screen.getByLabelText('IBAN')).toHaveValue('')
    expect(field('City / Town / State')).toHaveValue('')
  })

  it('edits a saved recipient: every field filled, the change sent whole with the version it was read at', async () => {
    const { user, bodies } = await renderForm(`/dashboard/my-recipients/${HODAN.id}/edit`)
    expect(await screen.findByRole('heading', { name: 'Edit Hodan Warsame' })).toBeInTheDocument()
    expect(field('Country')).toHaveValue('so')
    expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked()
    expect(field('Bank name')).toHaveValue('Premier Bank')
    // Kept in E.164, typed beside its dial code.
    expect(field('Mobile Number')).toHaveValue('612345678')
    expect(field('Middle Name')).toHaveValue('Ali')
    await user.clear(field('Middle Name'))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Hodan Warsame is changed in your recipients.')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      method: 'PUT',
      url: `/api/recipients/${HODAN.id}`,
      body: { middleName: '', version: 3, bankName: 'Premier Bank' },
    })
  })

  it('shows a refusal on its field, and a stale version in the server’s words, staying on the form', async () => {
    const refusal = jsonResponse({ error: 'Validation failed', fields: { accountNumber: 'Enter the account number: 6 to 20 digits' } }, 400)
    const { user } = await renderForm(`/dashboard/my-recipients/${HODAN.id}/edit`, { refusal })
    await user.click(await screen.findByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed')
    expect(field('Account number')).toHaveAccessibleDescription(/Enter the account number: 6 to 20 digits/)
    expect(screen.getByRole('heading', { name: 'Edit Hodan Warsame' })).toBeInTheDocument()
  })

  it('a recipient that is not in the address book says so, with the way back', async () => {
    await renderForm(`/dashboard/my-recipients/${HODAN.id}/edit`, { saved: [] })
    const empty = (await screen.findByText('This recipient is not in your recipients.')).parentElement as HTMLElement
    expect(within(empty).getByRole('link', { name: 'Back to my recipients' })).toHaveAttribute('href', '/dashboard/my-recipients')
  })
})
