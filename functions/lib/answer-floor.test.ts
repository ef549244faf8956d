import { describe, expect, it } from 'vitest'
import { withFloor } from './answer-floor'

describe('an answer no sooner than its floor', () => {
  it('waits out the floor after quick work, success or failure, and slow work is not cut short', async () => {
    const timed = async (work: () => Promise<unknown>) => {
      const started = performance.now()
      await withFloor(80, work).catch(() => undefined)
      return performance.now() - started
    }
    expect(await timed(async () => 'quick')).toBeGreaterThanOrEqual(79)
    expect(await timed(() => Promise.reject(new Error('refused')))).toBeGreaterThanOrEqual(79)
    const slow = await timed(() => new Promise((resolve) => setTimeout(resolve, 150)))
    expect(slow).toBeGreaterThanOrEqual(149)
    await expect(withFloor(1, async () => 42)).resolves.toBe(42)
    await expect(withFloor(1, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused')
  })
})
