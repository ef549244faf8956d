import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { IDENTITY_MESSAGES, identityDetailsAt, identityValidAt, maskDocumentNumber } from './identity'

const NOW = Date.parse('2026-11-26T12:00:00.000Z')
const valid = { documentType: 'passport', documentNumber: 'p 123-4567', issuer: 'United States', expiresOn: '2026-11-26' }

describe('identity details', () => {
  it('keeps the number without spaces or dashes, upper-case, and takes a document valid through today', () => {
    expect(z.parse(identityDetailsAt(NOW), valid)).toEqual({ ...valid, documentNumber: 'P1234567' })
  })

  it('refuses an expired document, a bad number, date or type with the field message', () => {
    const issues = (body: object) => z.safeParse(identityDetailsAt(NOW), { ...valid, ...body }).error?.issues.map((issue) => issue.message)
    expect(issues({ expiresOn: '2026-11-25' })).toEqual([IDENTITY_MESSAGES.expired])
    expect(issues({ expiresOn: '2026-02-30' })).toEqual([IDENTITY_MESSAGES.expiresOn])
    expect(issues({ documentNumber: 'AB1' })).toEqual([IDENTITY_MESSAGES.documentNumber])
    expect(issues({ documentType: 'library-card' })).toEqual([IDENTITY_MESSAGES.documentType])
    expect(issues({ issuer: ' ' })).toEqual([IDENTITY_MESSAGES.issuer])
  })

  it('is valid through its expiry day, and masks all but the last four', () => {
    expect(identityValidAt({ expiresOn: '2026-11-26' }, NOW)).toBe(true)
    expect(identityValidAt({ expiresOn: '2026-11-25' }, NOW)).toBe(false)
    expect(maskDocumentNumber('P1234567')).toBe('•••• 4567')
  })
})
