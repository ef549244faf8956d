import { useEffect, useState } from 'react'

/** The time (epoch ms), updated every second while `ticking`: for countdowns to a deadline. */
export function useNow(ticking = true): number {
  const [now, setNow] = useState(() => Date.now())
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
