import { describe, expect, it, vi } from 'vitest'
import { COUNTRY_OFFERS } from '../testing/country-offers'
import { jsonResponse, mockFetch } from '../testing/mock-fetch'
import { homePage, preloadAtStart } from './preload'
import { eventually } from '../testing/eventually'

describe('preloadAtStart', () => {
  it("starts loading the home page's sections when the app starts on /", async () => {
    expect(homePage.loaded()).toBeUndefined()
    preloadAtStart('/faq')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(homePage.loaded()).toBeUndefined()
    preloadAtStart('/')
    await eventually(() => expect(homePage.loaded()?.HomeSections).toBeTypeOf('function'))
  })

  it('asks for the country of a country page the app starts on, beside the start spinner', async () => {
    const kenya = COUNTRY_OFFERS.find((country) => country.id === 'ke')
    const fetchMock = mockFetch(() => jsonResponse(kenya))
    preloadAtStart('/country/send-money-to-country/ke')
    await eventually(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/countries/ke')
  })

  it('asks for nothing on other pages', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ error: 'Not found' }, 404))
    for (const path of ['/', '/faq', '/auth/sign-in', '/country/sender-details/ke']) preloadAtStart(path)
    // Give a dynamic import the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps a refused request out of the console: the page shows it', async () => {
    mockFetch(() => jsonResponse({ error: 'Country not found' }, 404))
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      preloadAtStart('/country/send-money-to-country/zz')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
