import { describe, expect, it } from 'vitest'
import { SanctionsMatcher } from '../functions/services/sanctions-matcher'
import { measureScreening } from './lib/screening-figures'
import { disguisedNames, DISGUISES, ordinaryNames, realList, shortForms } from './lib/screening-samples'

/**
 * The figures of `npm run sanctions:measure` (docs/performance.md#screening) on a smaller seeded draw,
 * so a change to the matcher that loses recall or holds ordinary names fails here. The whole run
 * draws 700 disguised names and 2,500 ordinary ones.
 */
describe('sanctions screening on the real SDN list', () => {
  const list = realList()
  const matcher = new SanctionsMatcher('measure', list)
  const figures = measureScreening(matcher, {
    disguised: disguisedNames(list, 10 * DISGUISES.length, 3),
    ordinary: ordinaryNames(600, 5),
    shortForms: shortForms(),
  })

  it('finds listed individuals in disguise', () => {
    console.log(`recall ${figures.recall.found}/${figures.recall.of}; missed: ${figures.recall.missed.map((miss) => miss.name).join('; ')}`)
    expect(figures.recall.found / figures.recall.of).toBeGreaterThanOrEqual(0.96)
  })

  it('holds few ordinary names and common short forms', () => {
    console.log(`held: ${[...figures.ordinary.heldNames, ...figures.shortForms.heldNames].join('; ')}`)
    expect(figures.ordinary.held / figures.ordinary.of).toBeLessThanOrEqual(0.005)
    expect(figures.shortForms.held / figures.shortForms.of).toBeLessThanOrEqual(0.05)
  })
})
