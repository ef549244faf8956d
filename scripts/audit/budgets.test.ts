import { describe, expect, it } from 'vitest'
import { DEFAULT_BUDGETS, judge, markdownTable, median, toPercent, type RouteSummary } from './budgets'

const passing: RouteSummary = {
  name: 'home',
  path: '/',
  scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
  axe: [
    { width: 375, violations: [] },
    { width: 1280, violations: [] },
  ],
  initialJsBytes: 97_700,
  initialCssBytes: 4_100,
}

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([90, 99, 95])).toBe(95)
    expect(median([42])).toBe(42)
  })

  it('averages the middle two of an even count', () => {
    expect(median([100, 90, 96, 94])).toBe(95)
  })

  it('is undefined for no values', () => {
    expect(median([])).toBeUndefined()
  })
})

describe('toPercent', () => {
  it('turns a Lighthouse score into 0–100 and keeps "not scored" apart', () => {
    expect(toPercent(0.955)).toBe(96)
    expect(toPercent(1)).toBe(100)
    expect(toPercent(0)).toBe(0)
    expect(toPercent(null)).toBeUndefined()
    expect(toPercent(undefined)).toBeUndefined()
  })
})

describe('judge', () => {
  it('passes a page within every budget', () => {
    const verdict = judge(passing)
    expect(verdict.pass).toBe(true)
    expect(Object.values(verdict.cells).every((cell) => cell.pass)).toBe(true)
    expect(verdict.cells.initialJs.text).toBe('97.7')
    expect(verdict.cells.axe.text).toBe('0 @375, 0 @1280')
  })

  it('takes the score budgets as minimums, 95 for Performance and 100 for the rest', () => {
    expect(judge({ ...passing, scores: { ...passing.scores, performance: 95 } }).cells.performance.pass).toBe(true)
    expect(judge({ ...passing, scores: { ...passing.scores, performance: 94 } }).cells.performance.pass).toBe(false)
    const seo = judge({ ...passing, scores: { ...passing.scores, seo: 99 } })
    expect(seo.cells.seo).toEqual({ text: '99', pass: false })
    expect(seo.pass).toBe(false)
  })

  it('fails a category Lighthouse could not score rather than passing it', () => {
    const verdict = judge({ ...passing, scores: { ...passing.scores, 'best-practices': undefined } })
    expect(verdict.cells['best-practices']).toEqual({ text: 'n/a', pass: false })
    expect(verdict.pass).toBe(false)
  })

  it('fails axe when either viewport has a violation, or when axe did not run', () => {
    const oneWide = judge({
      ...passing,
      axe: [
        { width: 375, violations: [] },
        { width: 1280, violations: ['color-contrast'] },
      ],
    })
    expect(oneWide.cells.axe).toEqual({ text: '0 @375, 1 @1280', pass: false })
    expect(judge({ ...passing, axe: [] }).cells.axe.pass).toBe(false)
  })

  it('allows initial JS up to the budget and not a byte more', () => {
    expect(judge({ ...passing, initialJsBytes: DEFAULT_BUDGETS.initialJsBytes }).cells.initialJs.pass).toBe(true)
    const over = judge({ ...passing, initialJsBytes: DEFAULT_BUDGETS.initialJsBytes + 1 })
    expect(over.cells.initialJs.pass).toBe(false)
    expect(over.pass).toBe(false)
  })

  it('judges a signed-in page on its own route JS (30 KB), Accessibility and axe, and shows the rest without judging it', () => {
    const signedIn = {
      ...passing,
      initialJsBytes: 130_000,
      routeJsBytes: 30_000,
      scores: { ...passing.scores, performance: 80, 'best-practices': 96 },
    }
    const verdict = judge(signedIn)
    expect(verdict.cells.initialJs).toEqual({ text: '130.0 (route 30.0)', pass: true })
    expect(verdict.cells.performance).toEqual({ text: '80 (info)', pass: true })
    expect(verdict.cells['best-practices']).toEqual({ text: '96 (info)', pass: true })
    expect(markdownTable([verdict]).split('\n')[3]).toMatch(/^\| `\/` \(home\) \| 80 \(info\) PASS/)
    expect(verdict.pass).toBe(true)
    expect(judge({ ...signedIn, routeJsBytes: 30_001 }).cells.initialJs.pass).toBe(false)
    expect(judge({ ...signedIn, scores: { ...signedIn.scores, accessibility: 99 } }).pass).toBe(false)
  })

  it('judges the wizard on its own route budget (41 KB), every other signed-in page on 30 KB', () => {
    const wizard = { ...passing, name: 'wizard', path: '/dashboard/send-money', initialJsBytes: 140_000, routeJsBytes: 41_000 }
    expect(judge(wizard).cells.initialJs.pass).toBe(true)
    expect(judge({ ...wizard, routeJsBytes: 41_001 }).cells.initialJs.pass).toBe(false)
    expect(judge({ ...wizard, name: 'overview', routeJsBytes: 41_000 }).cells.initialJs.pass).toBe(false)
  })
})

describe('markdownTable', () => {
  it('has a header, the budget row and one row per page with PASS or FAIL in every judged cell', () => {
    const failing = judge({ ...passing, name: 'faq', path: '/faq', initialJsBytes: 106_800, scores: { ...passing.scores, performance: 90 } })
    const lines = markdownTable([judge(passing), failing]).split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[0]).toBe(
      '| Route | Performance | Accessibility | Best Practices | SEO | axe (375, 1280 px) | Initial JS (KB gzip) | Initial CSS (KB gzip) |',
    )
    expect(lines[2]).toBe('| *budget* | ≥ 95 | 100 | 100 | 100 | 0 each | ≤ 100.0; signed in: route ≤ 30.0 (wizard ≤ 41.0) | — |')
    expect(lines[3]).toBe('| `/` | 97 PASS | 100 PASS | 100 PASS | 100 PASS | 0 @375, 0 @1280 PASS | 97.7 PASS | 4.1 |')
    expect(lines[4]).toBe('| `/faq` | 90 FAIL | 100 PASS | 100 PASS | 100 PASS | 0 @375, 0 @1280 PASS | 106.8 FAIL | 4.1 |')
  })
})
