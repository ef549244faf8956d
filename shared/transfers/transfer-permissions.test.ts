import { describe, expect, it } from 'vitest'
import {
  CANCELLED_NOT_EDITABLE,
  FUNDS_HELD_MESSAGE,
  OPEN_CLAIM_NOT_DELETABLE,
  PAID_FOR_MESSAGE,
  canArchiveTransfer,
  canEditTransfer,
  canRecordTransferFor,
  OWNER_STAFF_ONLY,
  PAID_DELETE_STAFF_ONLY,
  PAID_NOT_EDITABLE,
  transferRoleOf,
} from './transfer-permissions'

const user = { id: 'u', isAdmin: false, superAdmin: false, verified: true }
const admin = { id: 'a', isAdmin: true, superAdmin: false, verified: true }
const superAdmin = { id: 's', isAdmin: false, superAdmin: true, verified: true }
// An unverified admin acts on transfers as a sender does.
const unverifiedAdmin = { id: 'x', isAdmin: true, superAdmin: true, verified: false }
const PAID = { status: 'PAID' } as const
const PENDING = { status: 'PENDING' } as const
const CANCELLED = { status: 'CANCELLED' } as const

describe('transfer permissions (spec 4, 6)', () => {
  // Written out by hand from spec 6 where the law lets it stand: staff archive any closed transfer,
  // others only a cancelled one; nobody removes a transfer whose money is still held (12 CFR 1005.34).
  it.each([
    ['user', user, PENDING, PAID_FOR_MESSAGE],
    ['user', user, { status: 'ON_HOLD' }, PAID_FOR_MESSAGE],
    ['user', user, PAID, PAID_DELETE_STAFF_ONLY],
    ['user', user, CANCELLED, undefined],
    ['admin', admin, PENDING, FUNDS_HELD_MESSAGE],
    ['admin', admin, PAID, undefined],
    ['admin', admin, CANCELLED, undefined],
    ['super admin', superAdmin, PAID, undefined],
    ['unverified admin', unverifiedAdmin, PENDING, PAID_FOR_MESSAGE],
    ['unverified admin', unverifiedAdmin, PAID, PAID_DELETE_STAFF_ONLY],
  ] as const)('archive by %s of a %o → refused with %s', (_who, actor, transfer, refusal) => {
    expect(canArchiveTransfer(transferRoleOf(actor), transfer)).toEqual(
      refusal === undefined ? { allowed: true } : { allowed: false, reason: refusal },
    )
  })

  it('edit: anything but PAID or CANCELLED, whoever asks (the status select is the lifecycle table’s: transfer-lifecycle.test.ts)', () => {
    expect(canEditTransfer(PENDING)).toEqual({ allowed: true })
    expect(canEditTransfer({ status: 'ON_HOLD' })).toEqual({ allowed: true })
    expect(canEditTransfer(PAID)).toEqual({ allowed: false, reason: PAID_NOT_EDITABLE })
    expect(canEditTransfer({ status: 'CANCELLED' })).toEqual({ allowed: false, reason: CANCELLED_NOT_EDITABLE })
  })

  it('archive: nobody while an error claim is open', () => {
    expect(canArchiveTransfer('staff', { status: 'PAID', openClaimId: 'c1' })).toEqual({ allowed: false, reason: OPEN_CLAIM_NOT_DELETABLE })
  })

  it('recording for another user: staff only; for oneself anyone', () => {
    expect(canRecordTransferFor(user, 'someone')).toEqual({ allowed: false, reason: OWNER_STAFF_ONLY })
    expect(canRecordTransferFor(user, 'u').allowed).toBe(true)
    expect(canRecordTransferFor(admin, 'someone').allowed).toBe(true)
    expect(canRecordTransferFor(unverifiedAdmin, 'someone')).toEqual({ allowed: false, reason: OWNER_STAFF_ONLY })
  })
})
