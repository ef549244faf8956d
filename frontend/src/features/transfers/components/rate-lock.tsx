import { useEffect, useState } from 'react'
import { remainingMs, type LockedQuote } from './use-locked-quote'

const clock = (ms: number): string => {
  const seconds = Math.ceil(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** How long the quoted rate still holds ('Rate held for 29:41'), counted down each second (a timer: not announced each tick). */
export function RateLock({ locked, renewing }: { locked: LockedQuote; renewing: boolean }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const left = remainingMs(locked, now)
  if (renewing || left === 0) {
    return (
      <p className="rate-lock" role="status">
        Getting a new rate…
      </p>
    )
  }
  return (
    <p className="rate-lock">
      Rate held for <span role="timer">{clock(left)}</span>
    </p>
  )
}
