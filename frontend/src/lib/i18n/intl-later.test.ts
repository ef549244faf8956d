import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// A browser whose Intl lacks the language: each call of the polyfills' entry point is a load to count.
const intlReadyFor = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('./intl-polyfills', () => ({ intlReadyFor, datesPolyfilled: () => false }))

// The test set-up has imported the module already, with the real polyfills: this file's copy is fresh.
vi.resetModules()
const { activateLocale, currentLocale, i18n, intlSettled, settleIntlOnInteraction } = await import('./i18n')

describe("a page that leaves the language's Intl data for later", () => {
  beforeEach(() => intlReadyFor.mockClear())
  afterEach(() => activateLocale('en'))

  it('switches to the language without it, and loads it once when something needs it, rendering again then', async () => {
    await activateLocale('so', { intl: 'later' })
    expect(currentLocale()).toBe('so')
    expect(intlReadyFor).not.toHaveBeenCalled()

    const changes = vi.fn()
    const stop = i18n.on('change', changes)
    await Promise.all([intlSettled(), intlSettled()])
    stop()
    expect(intlReadyFor).toHaveBeenCalledTimes(1)
    expect(intlReadyFor).toHaveBeenCalledWith('so')
    // Anything formatted meanwhile spoke the browser's fallback: the page renders again.
    expect(changes).toHaveBeenCalledTimes(1)
    await intlSettled()
    expect(intlReadyFor).toHaveBeenCalledTimes(1)
  })

  it("starts the load at the reader's first key press or touch", async () => {
    await activateLocale('so', { intl: 'later' })
    settleIntlOnInteraction()
    expect(intlReadyFor).not.toHaveBeenCalled()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(intlReadyFor).toHaveBeenCalledWith('so')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(intlReadyFor).toHaveBeenCalledTimes(1)
  })

  it('has nothing left for later once a language is switched to in the ordinary way', async () => {
    await activateLocale('so', { intl: 'later' })
    await activateLocale('tr')
    expect(intlReadyFor).toHaveBeenCalledWith('tr')
    intlReadyFor.mockClear()
    await intlSettled()
    expect(intlReadyFor).not.toHaveBeenCalled()
  })
})
