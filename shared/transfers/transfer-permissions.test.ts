import { describe, expect, it } from 'vitest'
import {
  CANCELLED_NOT_EDITABLE,
  OPEN_CLAIM_NOT_DELETABLE,
  canDeleteTransfer,
  canEditTransfer,
  canRecordTransferFor,
  OWNER_STAFF_ONLY,
  PAID_DELETE_STAFF_ONLY,
  PAID_NOT_EDITABLE,
} from './transfer-permissions'

const user = { id: 'u', isAdmin: false, superAdmin: false, verified: true }
const admin = { id: 'a', isAdmin: true, superAdmin: false, verified: true }
const superAdmin = { id: 's', isAdmin: false, superAdmin: true, verified: true }
// An unverified admin acts on transfers as a sender does.
const unverifiedAdmin = { id: 'x', isAdmin: true, superAdmin: true, verified: false }
const PAID = { status: 'PAID' } as const
const PENDING = { status: 'PENDING' } as const

describe('transfer permissions (spec 4, 6)', () => {
  // Written out by hand from spec 6: admins delete anything; others only non-PAID records.
  it.each([
    ['user', user, PENDING, true],
    ['user', user, PAID, false],
    ['admin', admin, PENDING, true],
    ['admin', admin, PAID, true],
    ['super admin', superAdmin, PAID, true],
    ['unverified admin', unverifiedAdmin, PENDING, true],
    ['unverified admin', unverifiedAdmin, PAID, false],
  ] as const)('delete by %s of a %o → %s', (_who, actor, transfer, allowed) => {
    expect(canDeleteTransfer(actor, transfer)).toEqual(allowed ? { allowed: true } : { allowed: false, reason: PAID_DELETE_STAFF_ONLY })
  })

  it('edit: anything but PAID or CANCELLED, whoever asks (the status select is the lifecycle table’s: transfer-lifecycle.test.ts)', () => {
    expect(canEditTransfer(PENDING)).toEqual({ allowed: true })
    expect(canEditTransfer({ status: 'ON_HOLD' })).toEqual({ allowed: true })
    expect(canEditTransfer(PAID)).toEqual({ allowed: false, reason: PAID_NOT_EDITABLE })
    expect(canEditTransfer({ status: 'CANCELLED' })).toEqual({ allowed: false, reason: CANCELLED_NOT_EDITABLE })
  })

  it('delete: nobody while an error claim is open', () => {
    expect(canDeleteTransfer(admin, { status: 'PENDING', openClaimId: 'c1' })).toEqual({ allowed: false, reason: OPEN_CLAIM_NOT_DELETABLE })
  })

  it('recording for another user: staff only; for oneself anyone', () => {
    expect(canRecordTransferFor(user, 'someone')).toEqual({ allowed: false, reason: OWNER_STAFF_ONLY })
    expect(canRecordTransferFor(user, 'u').allowed).toBe(true)
    expect(canRecordTransferFor(admin, 'someone').allowed).toBe(true)
    expect(canRecordTransferFor(unverifiedAdmin, 'someone')).toEqual({ allowed: false, reason: OWNER_STAFF_ONLY })
  })
})
