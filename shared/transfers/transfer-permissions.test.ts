import { describe, expect, it } from 'vitest'
import {
  canChangeTransferStatus,
  canDeleteTransfer,
  canEditTransfer,
  canRecordTransferFor,
  OWNER_STAFF_ONLY,
  PAID_DELETE_STAFF_ONLY,
  PAID_NOT_EDITABLE,
  STATUS_STAFF_ONLY,
} from './transfer-permissions'

const user = { id: 'u', isAdmin: false, superAdmin: false, verified: true }
const admin = { id: 'a', isAdmin: true, superAdmin: false, verified: true }
const superAdmin = { id: 's', isAdmin: false, superAdmin: true, verified: true }
// Issue 14: an unverified admin acts on transfers as a sender does.
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

  it('edit: anything but PAID, whoever asks', () => {
    expect(canEditTransfer(PENDING)).toEqual({ allowed: true })
    expect(canEditTransfer(PAID)).toEqual({ allowed: false, reason: PAID_NOT_EDITABLE })
  })

  it('status select: staff only', () => {
    expect(canChangeTransferStatus(user)).toEqual({ allowed: false, reason: STATUS_STAFF_ONLY })
    expect(canChangeTransferStatus(admin).allowed).toBe(true)
    expect(canChangeTransferStatus(superAdmin).allowed).toBe(true)
    expect(canChangeTransferStatus(unverifiedAdmin)).toEqual({ allowed: false, reason: STATUS_STAFF_ONLY })
  })

  it('recording for another user: staff only; for oneself anyone', () => {
    expect(canRecordTransferFor(user, 'someone')).toEqual({ allowed: false, reason: OWNER_STAFF_ONLY })
    expect(canRecordTransferFor(user, 'u').allowed).toBe(true)
    expect(canRecordTransferFor(admin, 'someone').allowed).toBe(true)
    expect(canRecordTransferFor(unverifiedAdmin, 'someone')).toEqual({ allowed: false, reason: OWNER_STAFF_ONLY })
  })
})
