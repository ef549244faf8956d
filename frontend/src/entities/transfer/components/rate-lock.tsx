import { Trans } from '@lingui/react/macro'
import { formatCountdown, useNow } from '../../../lib/use-now'
import { remainingMs, type LockedQuote } from '../api/use-quote'
import './rate-lock.css'

/** How long the quoted rate still holds ('Rate held for 29:41'), counted down each second (a timer: not announced each tick). */
export function RateLock({ locked, renewing }: { locked: LockedQuote; renewing: boolean }) {
  // Ticks for as long as it is shown: a renewal brings a new lock.
  const now = useNow(Infinity)
  const left = remainingMs(locked, now)
  if (renewing || left === 0) {
    return (
      <p className="rate-lock split-row" role="status">
        <Trans>Getting a new rate…</Trans>
      </p>
    )
  }
  const countdown = formatCountdown(left)
  return (
    <p className="rate-lock split-row">
      <Trans>
        Rate held for <span role="timer">{countdown}</span>
      </Trans>
    </p>
  )
}
