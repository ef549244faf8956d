import fc from 'fast-check'
import type { HoldReason } from '../../../shared/compliance/hold'
import type { ActorRole } from '../../../shared/transfers/transfer-lifecycle'
import { DomainError } from '../../lib/errors'
import { apply, SYSTEM_ACTOR, type Action, type Move, type MoveActor } from '../transfer-moves'

/** Who acts in each role; the sender owns the sample record (owner-1). */
export const MOVE_ACTORS: Record<ActorRole, MoveActor> = {
  staff: { id: 'staff-1', name: 'Sam Staff', role: 'staff' },
  sender: { id: 'owner-1', name: 'Amina Sender', role: 'sender' },
  system: SYSTEM_ACTOR,
}

export const UNSCREENED: HoldReason[] = [{ kind: 'unscreened' }]

/** A time `ms` after the sample record was created, so a case can sit inside or outside the cancel window. */
export const at = (ms: number) => new Date(Date.parse('2026-11-26T10:00:00.000Z') + ms)

/** An edit with nothing but `changes` unless `more` says otherwise. */
export const edit = (changes: Extract<Action, { type: 'edit' }>['changes'], more: Partial<Extract<Action, { type: 'edit' }>> = {}): Action => ({
  type: 'edit',
  changes,
  country: undefined,
  status: undefined,
  holdReasons: [],
  ...more,
})

/**
 * Any action, by any of the three roles: a generated sequence of them walks a transfer through its
 * life. The domain may refuse a step; a property holds whatever steps it took.
 */
export const anySteps = fc.array(
  fc.tuple(
    fc.constantFrom<Action>(
      edit({ city: 'Mombasa' }),
      edit({}, { status: 'PAID' }),
      edit({ firstName: 'Halima' }, { holdReasons: UNSCREENED }),
      { type: 'cancel', reason: 'Asked' },
      { type: 'hold', reasons: UNSCREENED },
      { type: 'release', reason: 'Cleared' },
      { type: 'reject', reason: 'Match confirmed' },
      { type: 'open-claim', claimId: 'c1' },
      { type: 'resolve-claim', claimId: 'c1', refund: true },
      { type: 'resolve-claim', claimId: 'c1', refund: false },
      { type: 'archive' },
    ),
    fc.constantFrom<ActorRole>('sender', 'staff', 'system'),
  ),
  { maxLength: 12 },
)

/** The move a generated step makes a minute after creation, or undefined where the domain refuses it (as it may well). */
export function appliedOrRefused(record: Move['after'], action: Action, role: ActorRole): Move | undefined {
  try {
    return apply(record, action, MOVE_ACTORS[role], at(60_000))
  } catch (error) {
    if (error instanceof DomainError) return undefined
    throw error
  }
}
