import { describe, expect, it } from 'vitest'
import { getCountryEndpoint } from '../../../shared/api/endpoints'
import { getCountry as getCountryRow } from '../../../shared/api/route-table/countries/get-country'
import { COUNTRY_OFFERS } from '../testing/country-offers'
import { jsonResponse, mockFetch } from '../testing/mock-fetch'
import { UNREADABLE_REPLY_MESSAGE } from './api-client'
import { callEndpoint, trustedAnswers } from './api-request'
import { activateLocale } from './i18n/i18n'

const getCountry = (id: string) => callEndpoint(getCountryEndpoint, () => Promise.resolve(getCountryRow), { params: { id } })

const kenya = COUNTRY_OFFERS.find((country) => country.id === 'ke')

describe('callEndpoint (a first-paint call by its endpoint)', () => {
  it("checks the answer with the row's schema in development and tests", async () => {
    mockFetch(() => jsonResponse(kenya))
    await expect(getCountry('ke')).resolves.toEqual(kenya)
    // An answer that breaks the contract (no limit) fails here, before a build ever trusts it.
    mockFetch(() => jsonResponse({ ...kenya, maxAmountCents: undefined }))
    await expect(getCountry('ke')).rejects.toMatchObject({ message: UNREADABLE_REPLY_MESSAGE })
  })

  it("keeps the server's error text and field messages", async () => {
    mockFetch(() => jsonResponse({ error: 'Country not found' }, 404))
    await expect(getCountry('zz')).rejects.toMatchObject({ message: 'Country not found', status: 404 })
  })

  it("shows the server's texts in the reader's language, by code or by the English text, and the rest as written", async () => {
    const amounts = 'Amounts have at most 2 decimal places'
    mockFetch(() =>
      jsonResponse(
        { error: amounts, code: 'amounts-have-at-most-2-decimal-places', fields: { amount: amounts, note: 'No such words in a catalog' } },
        400,
      ),
    )
    await activateLocale('so')
    try {
      const somali = 'Qadarradu waxay leeyihiin ugu badnaan 2 meelood oo jajab tobanle ah'
      await expect(getCountry('ke')).rejects.toMatchObject({ message: somali, fields: { amount: somali, note: 'No such words in a catalog' } })
    } finally {
      await activateLocale('en')
    }
  })
})

describe('trustedAnswers (the production build)', () => {
  it('takes a success body as it is', () => {
    expect(trustedAnswers.success(200)?.({ any: 'thing' })).toEqual({ ok: true, value: { any: 'thing' } })
  })

  it("reads an error body's text, string field messages, code and request id, and nothing else", () => {
    expect(trustedAnswers.errorBody({ error: 'Bad', fields: { a: 'x', b: 1 }, code: 'EMAIL_NOT_CONFIRMED', requestId: 'r1', extra: true })).toEqual({
      error: 'Bad',
      fields: { a: 'x' },
      code: 'EMAIL_NOT_CONFIRMED',
      requestId: 'r1',
    })
    expect(trustedAnswers.errorBody({ error: 'Bad', code: 7 })).toEqual({ error: 'Bad' })
    for (const json of [null, 'Bad', [], { message: 'Bad' }, { error: 1 }]) expect(trustedAnswers.errorBody(json)).toBeUndefined()
  })
})
