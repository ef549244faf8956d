import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UNDER_REVIEW_MESSAGE } from '../../../../../shared/compliance/hold'
import { activateLocale } from '../../../lib/i18n/i18n'
import { renderApp } from '../../../testing/render-app'
import { makeTransfer } from '../../../testing/transfers'
import { PaymentSuccess } from './payment-success'

const held = makeTransfer(1, { status: 'ON_HOLD', countryId: 'ke', country: 'Kenya', city: 'Nairobi' })

const renderHeld = () => renderApp(<PaymentSuccess transfer={held} />)

afterEach(() => activateLocale('en'))

describe('PaymentSuccess of a held transfer', () => {
  it('says only that it is reviewed, in the words the server uses', () => {
    renderHeld()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(UNDER_REVIEW_MESSAGE)
  })

  it('promises no date: when the money is available depends on the review', () => {
    renderHeld()
    expect(screen.getByText(/When depends on our review/)).toBeInTheDocument()
    expect(screen.queryByText(/available/)).not.toBeInTheDocument()
  })

  it("says it in the reader's language", async () => {
    await activateLocale('so')
    renderHeld()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Xawilaaddaada dib ayaa loo eegayaa')
  })
})

describe('PaymentSuccess of a transfer on its way', () => {
  it('gives the date the money is available and a way to send again to the same destination', () => {
    renderApp(<PaymentSuccess transfer={makeTransfer(2, { status: 'PENDING', countryId: 'ke', country: 'Kenya', city: 'Nairobi' })} />)
    expect(screen.getByText(/, available /)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send again' })).toHaveAttribute('href', '/country/send-money-to-country/ke')
  })

  it('names the way of collecting in the reader’s words, to the end of the sentence', async () => {
    const transfer = makeTransfer(3, { status: 'PENDING', countryId: 'ke', country: 'Kenya', city: 'Nairobi', paymentType: 'Cash Collection' })
    renderApp(<PaymentSuccess transfer={transfer} />)
    expect(screen.getByText(/by cash collection\.$/)).toBeInTheDocument()
    await activateLocale('so')
    expect(await screen.findByText(/qaadasho lacag caddaan ah/)).toBeInTheDocument()
    expect(screen.queryByText(/cash collection/i)).not.toBeInTheDocument()
  })
})
