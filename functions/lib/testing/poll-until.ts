/**
 * How long a stack test waits for work the table's stream does after a write (receipts, SMS, the
 * search index): a hang-catcher, not a speed check. Locally that work lands within a second or two;
 * on CI's two cores, beside the other lanes and two CPU burners, it has taken more than 20 s.
 */
const STREAM_WAIT_MS = 120_000

/** Calls `check` every `intervalMs` until it answers something truthy; throws naming `what` after `timeoutMs`. */
export async function pollUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  { timeoutMs = STREAM_WAIT_MS, intervalMs = 200 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
