import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { fieldMessages } from '../api/testing/field-messages'
import {
  CreateDocumentSchema,
  DOCUMENT_MESSAGES,
  DocumentIdSchema,
  DocumentSchema,
  downloadFileName,
  ListDocumentsQuerySchema,
  MAX_DOCUMENT_BYTES,
} from './document-schemas'

const valid = {
  name: '  Passport ',
  description: 'Photo page',
  fileName: 'passport.pdf',
  contentType: 'application/pdf',
  size: 52_000,
}

const firstErrors = (input: unknown) => fieldMessages(CreateDocumentSchema, input)

describe('CreateDocumentSchema', () => {
  it('accepts a PDF, a JPEG and a PNG, trimming the texts', () => {
    for (const contentType of ['application/pdf', 'image/jpeg', 'image/png']) {
      expect(z.parse(CreateDocumentSchema, { ...valid, contentType })).toEqual({ ...valid, name: 'Passport', contentType })
    }
  })

  it('requires a name and a description (blank counts as missing)', () => {
    expect(firstErrors({ ...valid, name: '   ' })).toEqual({ name: DOCUMENT_MESSAGES.name.required })
    expect(firstErrors({ ...valid, name: undefined })).toEqual({ name: DOCUMENT_MESSAGES.name.required })
    expect(firstErrors({ ...valid, description: '' })).toEqual({ description: DOCUMENT_MESSAGES.description.required })
    expect(firstErrors({ ...valid, description: 7 })).toEqual({ description: DOCUMENT_MESSAGES.description.required })
  })

  it('caps the name at 100, the description at 500 and the file name at 200 characters', () => {
    expect(firstErrors({ ...valid, name: 'n'.repeat(100), description: 'd'.repeat(500), fileName: `${'f'.repeat(196)}.pdf` })).toEqual({})
    expect(firstErrors({ ...valid, name: 'n'.repeat(101) })).toEqual({ name: DOCUMENT_MESSAGES.name.max })
    expect(firstErrors({ ...valid, description: 'd'.repeat(501) })).toEqual({ description: DOCUMENT_MESSAGES.description.max })
    expect(firstErrors({ ...valid, fileName: 'f'.repeat(201) })).toEqual({ fileName: DOCUMENT_MESSAGES.fileName.max })
  })

  it('refuses file names with path separators or control characters', () => {
    for (const fileName of ['../etc/passwd', 'a\\b.pdf', 'a\r\nb.pdf', 'a\u0000.pdf']) {
      expect(firstErrors({ ...valid, fileName })).toEqual({ fileName: DOCUMENT_MESSAGES.fileName.format })
    }
    expect(firstErrors({ ...valid, fileName: 'Pässe «2026» (1).pdf' })).toEqual({})
  })

  it.each(['image/gif', 'text/html', 'application/octet-stream', 'APPLICATION/PDF', '', undefined])('refuses content type %s', (contentType) => {
    expect(firstErrors({ ...valid, contentType })).toEqual({ contentType: 'Only PDF, JPEG or PNG files can be uploaded' })
  })

  it('takes 1 byte to 10 MB, whole bytes only', () => {
    expect(firstErrors({ ...valid, size: 1 })).toEqual({})
    expect(firstErrors({ ...valid, size: MAX_DOCUMENT_BYTES })).toEqual({})
    expect(firstErrors({ ...valid, size: MAX_DOCUMENT_BYTES + 1 })).toEqual({ size: 'Files must be 10 MB or smaller' })
    expect(firstErrors({ ...valid, size: 0 })).toEqual({ size: DOCUMENT_MESSAGES.size.empty })
    expect(firstErrors({ ...valid, size: 1.5 })).toEqual({ size: DOCUMENT_MESSAGES.size.required })
    expect(firstErrors({ ...valid, size: '100' })).toEqual({ size: DOCUMENT_MESSAGES.size.required })
  })
})

describe('document ids, lists and answers', () => {
  it('takes ULIDs only', () => {
    expect(z.safeParse(DocumentIdSchema, '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8').success).toBe(true)
    for (const id of ['01kaj5y0t9v8m6z3x2w1q0p9n8', '01KAJ5Y0T9V8M6Z3X2W1Q0P9N', 'DOC#01KAJ5Y0T9V8M6Z3X2W1Q0P9', '01KAJ5Y0T9V8M6Z3X2W1Q0P9NU']) {
      expect(z.safeParse(DocumentIdSchema, id).success).toBe(false)
    }
  })

  it('lists with an optional user id, limit and cursor', () => {
    expect(z.parse(ListDocumentsQuerySchema, { userId: 'abc-123', limit: '5' })).toEqual({ userId: 'abc-123', limit: 5 })
    expect(z.safeParse(ListDocumentsQuerySchema, { userId: 'USER#x' }).success).toBe(false)
  })

  it('never carries where the file is stored', () => {
    const answer = z.parse(DocumentSchema, {
      id: '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8',
      ownerId: 'u1',
      name: 'Passport',
      description: 'Photo page',
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      size: 10,
      status: 'uploaded',
      createdAt: '2026-11-21T00:00:00.000Z',
      updatedAt: '2026-11-21T00:00:00.000Z',
      versionId: 'v1',
      etag: '"abc"',
      key: 'users/u1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8',
    })
    expect(Object.keys(answer)).not.toEqual(expect.arrayContaining(['versionId']))
    expect(JSON.stringify(answer)).not.toMatch(/users\/|etag|versionId/)
  })
})

describe('downloadFileName (served under a name the server chose)', () => {
  it.each([
    ['Passport', 'application/pdf', 'Passport.pdf'],
    ['Driving licence (front)', 'image/jpeg', 'Driving licence front.jpg'],
    ['Pässe', 'image/png', 'Passe.png'],
    // The probe's file: its label cannot put a '.bat' (or any other extension) on the disk.
    ['passport_\u202Efdp.bat', 'application/pdf', 'passport_fdpbat.pdf'],
    ['../../etc/passwd', 'image/png', 'etcpasswd.png'],
    ['身份证', 'image/jpeg', 'document.jpg'],
    ['  ', 'application/pdf', 'document.pdf'],
  ] as const)('%j as %s downloads as %j', (name, contentType, expected) => {
    expect(downloadFileName({ name, contentType })).toBe(expected)
  })

  it('is at most 60 characters before its extension', () => {
    expect(downloadFileName({ name: 'a'.repeat(100), contentType: 'application/pdf' })).toBe(`${'a'.repeat(60)}.pdf`)
  })
})
