import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { fieldMessages } from '../api/testing/field-messages'
import { canToggleVerified } from '../auth/permissions'
import { reviewOf, VERIFICATION_MESSAGES, VerificationDecisionBodySchema, verificationStatusOf } from './verification'

const DOCUMENT_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV'

const fieldsOf = (body: unknown) => fieldMessages(VerificationDecisionBodySchema, body)

describe('a verification decision', () => {
  it('verified needs the document checked; a note is optional', () => {
    expect(fieldsOf({ outcome: 'verified' })).toEqual({ documentId: VERIFICATION_MESSAGES.documentRequired })
    expect(fieldsOf({ outcome: 'verified', documentId: DOCUMENT_ID })).toEqual({})
    expect(fieldsOf({ outcome: 'verified', documentId: DOCUMENT_ID, reason: 'Passport checked' })).toEqual({})
    expect(fieldsOf({ outcome: 'verified', documentId: 'not-an-id' })).toEqual({ documentId: VERIFICATION_MESSAGES.documentNotFound })
  })

  it('refused needs the reason the user reads (blank is none); the document is optional', () => {
    expect(fieldsOf({ outcome: 'refused' })).toEqual({ reason: VERIFICATION_MESSAGES.reasonRequired })
    expect(fieldsOf({ outcome: 'refused', reason: '   ' })).toEqual({ reason: VERIFICATION_MESSAGES.reasonRequired })
    expect(fieldsOf({ outcome: 'refused', reason: 'The photo is blurred' })).toEqual({})
    expect(fieldsOf({ outcome: 'refused', reason: 'x'.repeat(501) })).toEqual({ reason: VERIFICATION_MESSAGES.reasonTooLong })
    expect(fieldsOf({ outcome: 'refused', reason: 'Blurred\u202E' })).toEqual({ reason: VERIFICATION_MESSAGES.reasonHidden })
  })

  it('names the outcome', () => {
    expect(fieldsOf({})).toMatchObject({ outcome: VERIFICATION_MESSAGES.outcomeRequired })
    expect(fieldsOf({ outcome: 'maybe' })).toMatchObject({ outcome: VERIFICATION_MESSAGES.outcomeRequired })
  })

  it('is recorded with who, when, the document and the trimmed reason', () => {
    const body = z.parse(VerificationDecisionBodySchema, { outcome: 'refused', reason: '  Expired passport ', documentId: DOCUMENT_ID })
    expect(reviewOf(body, { id: 'staff-1', name: 'Sam Staff' }, '2026-11-29T08:00:00.000Z')).toEqual({
      outcome: 'refused',
      by: 'staff-1',
      byName: 'Sam Staff',
      at: '2026-11-29T08:00:00.000Z',
      documentId: DOCUMENT_ID,
      reason: 'Expired passport',
    })
  })
})

describe('who may review', () => {
  const staff = { id: 'staff', isAdmin: true, superAdmin: false, verified: true }
  it('verified staff, never on their own account nor (unless a super admin) on a super admin', () => {
    expect(canToggleVerified(staff, { id: 'user', isAdmin: false, superAdmin: false, verified: false }).allowed).toBe(true)
    expect(canToggleVerified(staff, staff).allowed).toBe(false)
    expect(canToggleVerified({ ...staff, verified: false }, { id: 'user', isAdmin: false, superAdmin: false, verified: false }).allowed).toBe(false)
    expect(canToggleVerified(staff, { id: 'boss', isAdmin: true, superAdmin: true, verified: true }).allowed).toBe(false)
  })
})

describe('where a user stands', () => {
  const review = (outcome: 'verified' | 'refused') => ({ outcome })
  it('is verified by the flag, refused by the last review while unverified, else unverified', () => {
    expect(verificationStatusOf({ verified: true })).toBe('verified')
    expect(verificationStatusOf({ verified: true, verificationReview: review('verified') })).toBe('verified')
    expect(verificationStatusOf({ verified: false, verificationReview: review('refused') })).toBe('refused')
    expect(verificationStatusOf({ verified: false })).toBe('unverified')
  })
})
