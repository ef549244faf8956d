import { useId, type ReactNode } from 'react'
import type { Decision } from '../../../../../shared/auth/permissions'

/**
 * A refused control stays reachable (aria-disabled, not disabled) so that keyboard and screen-reader
 * users hear the rule that refuses it: `refused` is that rule, `describedBy` points at `hint`, which
 * says it (nothing when allowed).
 */
export function useRefusal(decision: Decision): { refused: string | undefined; describedBy: string | undefined; hint: ReactNode } {
  const hintId = useId()
  const refused = decision.allowed ? undefined : decision.reason
  return {
    refused,
    describedBy: refused ? hintId : undefined,
    hint: refused ? (
      <span id={hintId} className="visually-hidden">
        {refused}
      </span>
    ) : null,
  }
}
