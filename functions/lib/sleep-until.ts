import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Until the wall clock reads `epochMs` (at once when it is past). A loop, not one timer: Node's
 * timers count from the event loop's cached time and can fire a millisecond before the clock gets
 * there, and a sign-in in that millisecond would fall in a refused second again (services/sessions.ts).
 */
export async function sleepUntil(epochMs: number): Promise<void> {
  for (let left = epochMs - Date.now(); left > 0; left = epochMs - Date.now()) await sleep(left)
}
