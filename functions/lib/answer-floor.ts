import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Runs `work` and answers no sooner than `floorMs` after it started, failure or not: a route whose
 * paths do different work (sign-up of a new address, of one with an account) then takes the same
 * time on each, so its answer time does not tell them apart. Wall time, not the injected clock.
 */
export async function withFloor<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    // A timer may fire a little early against performance.now() (libuv caches the loop's time): wait again until it has passed.
    for (let left = floorMs - (performance.now() - started); left > 0; left = floorMs - (performance.now() - started)) await sleep(Math.ceil(left))
  }
}
