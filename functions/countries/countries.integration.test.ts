import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { ErrorBodySchema } from '../../shared/api/route-definition'
import { CountryOfferSchema } from '../../shared/countries/country'
import { DESTINATIONS } from '../../shared/countries/destinations'
import { DEFAULT_MAX_TRANSFER_AMOUNT, DEFAULT_MIN_TRANSFER_AMOUNT } from '../../shared/transfers/limits'
import { testStack } from '../lib/testing/test-stack'

const baseUrl = testStack().baseUrl
// The local stage sets no limit of its own: the default, which the SPA applies from here.
const DEFAULT_LIMITS = { minAmountCents: DEFAULT_MIN_TRANSFER_AMOUNT * 100, maxAmountCents: DEFAULT_MAX_TRANSFER_AMOUNT * 100 }

describe('countries service on the local stack', () => {
  it('lists every seeded destination, by name, in the contract shape', async () => {
    const response = await fetch(`${baseUrl}/countries`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const countries = z.array(CountryOfferSchema).parse(await response.json())
    expect(countries.map((c) => c.id).sort()).toEqual(DESTINATIONS.map((c) => c.id).sort())
    expect(countries.map((c) => c.countryName)).toEqual([...countries.map((c) => c.countryName)].sort())
    expect(countries.find((c) => c.id === 'so')).toEqual({
      id: 'so',
      countryName: 'Somalia',
      image: '/flags/so.svg',
      currency: 'SOS',
      countryCode: '252',
      ...DEFAULT_LIMITS,
    })
  })

  it('returns one country by id', async () => {
    const response = await fetch(`${baseUrl}/countries/ke`)
    expect(response.status).toBe(200)
    expect(CountryOfferSchema.parse(await response.json())).toMatchObject({ countryName: 'Kenya', ...DEFAULT_LIMITS })
  })

  it('answers an unknown id with a 404 JSON error', async () => {
    const response = await fetch(`${baseUrl}/countries/zz`)
    expect(response.status).toBe(404)
    expect(ErrorBodySchema.parse(await response.json()).error).toBe('Country not found')
  })

  it('answers a malformed id with a 400 naming the field', async () => {
    const response = await fetch(`${baseUrl}/countries/${encodeURIComponent('<script>')}`)
    expect(response.status).toBe(400)
    const body = ErrorBodySchema.parse(await response.json())
    expect(body.fields?.id).toBe('Country id must be a two-letter country code')
  })

  it('serves the flag each country points at from our own origin', async () => {
    const response = await fetch(`${baseUrl}/flags/so.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toContain('<svg')
  })
})
