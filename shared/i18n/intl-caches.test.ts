import { describe, expect, it } from 'vitest'
import { formatUsd } from '../money/money'
import { clearIntlCaches, intlCache } from './intl-caches'

describe('the Intl formatter caches', () => {
  it('are all emptied at once when Intl changes under them', () => {
    const ours = intlCache<Intl.NumberFormat>()
    ours.set('so', new Intl.NumberFormat('so'))
    formatUsd(1_000, 'so')
    clearIntlCaches()
    expect(ours.size).toBe(0)
    // A module's cache makes its formatter again on the next use.
    expect(formatUsd(1_000, 'so')).toBe(new Intl.NumberFormat('so', { style: 'currency', currency: 'USD' }).format(10))
  })
})
