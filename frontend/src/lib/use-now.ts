import { useEffect, useState } from 'react'

/**
 * The time (epoch ms) when first rendered, updated every second until `tickUntil` (epoch ms) has
 * passed: for countdowns to a deadline. Without it the time stays as first read (no timer runs).
 */
export function useNow(tickUntil?: number): number {
  const [now, setNow] = useState(() => Date.now())
  const ticking = tickUntil !== undefined && now <= tickUntil
  useEffect(() => {
    if (!ticking) return undefined
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}

/** Milliseconds left as 'm:ss' (rounded up, so 0:00 shows only once the time is up). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
