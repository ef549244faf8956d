import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UNDER_REVIEW_MESSAGE } from '../../../../../shared/compliance/hold'
import { activateLocale } from '../../../lib/i18n/i18n'
import { COUNTRY_OFFERS } from '../../../testing/country-offers'
import { renderApp } from '../../../testing/render-app'
import { makeTransfer } from '../../../testing/transfers'
import { PaymentSuccess } from './payment-success'

const held = makeTransfer(1, { status: 'ON_HOLD', countryId: 'ke', country: 'Kenya', city: 'Nairobi' })

function renderHeld() {
  const kenya = COUNTRY_OFFERS.find((country) => country.id === 'ke')
  if (!kenya) throw new Error('Kenya is a destination')
  return renderApp(<PaymentSuccess transfer={held} country={kenya} />)
}

afterEach(() => activateLocale('en'))

describe('PaymentSuccess of a held transfer', () => {
  it('says only that it is reviewed, in the words the server uses', () => {
    renderHeld()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(UNDER_REVIEW_MESSAGE)
  })

  it("says it in the reader's language", async () => {
    await activateLocale('so')
    renderHeld()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Xawilaaddaada dib ayaa loo eegayaa')
  })
})
