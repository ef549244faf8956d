import { describe, expect, it } from 'vitest'
import { MAX_DOCUMENT_BYTES, REJECTION_REASONS } from './document-schemas'
import { checkStoredFile, detectContentType } from './file-signature'

const bytes = (...values: number[]) => Uint8Array.from(values)
const ascii = (text: string) => new TextEncoder().encode(text)

const PDF = ascii('%PDF-1.7')
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)

describe('detectContentType (magic bytes)', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a JFIF JPEG', JPEG, 'image/jpeg'],
    ['an Exif JPEG', bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0, 0x45, 0x78), 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
  ] as const)('recognises %s', (_name, first, type) => {
    expect(detectContentType(first)).toBe(type)
  })

  it.each([
    ['nothing', bytes()],
    ['a GIF', ascii('GIF89a..')],
    ['plain text', ascii('hello wo')],
    ['HTML', ascii('<html><b')],
    ['"%PDF" without the dash', ascii('%PDF1.7 ')],
    ['a PNG signature cut short', PNG.subarray(0, 7)],
    ['a PNG with a wrong line ending', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0d)],
    ['two JPEG bytes only', bytes(0xff, 0xd8)],
    ['a ZIP (also what .docx is)', bytes(0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0)],
  ] as const)('refuses %s', (_name, first) => {
    expect(detectContentType(first)).toBeUndefined()
  })
})

describe('checkStoredFile', () => {
  const declared = { contentType: 'image/png', size: 1234 } as const

  it('accepts the declared type and size', () => {
    expect(checkStoredFile({ size: 1234, firstBytes: PNG }, declared)).toEqual({ accepted: true, contentType: 'image/png' })
  })

  it('accepts exactly 10 MB', () => {
    const size = MAX_DOCUMENT_BYTES
    expect(checkStoredFile({ size, firstBytes: PDF }, { contentType: 'application/pdf', size }).accepted).toBe(true)
  })

  it('refuses more than 10 MB first, whatever the bytes', () => {
    const size = MAX_DOCUMENT_BYTES + 1
    expect(checkStoredFile({ size, firstBytes: PDF }, { contentType: 'application/pdf', size })).toEqual({
      accepted: false,
      reason: REJECTION_REASONS.tooLarge,
    })
  })

  it('refuses a file of no accepted type, even when the declared size matches', () => {
    expect(checkStoredFile({ size: 1234, firstBytes: ascii('GIF89a..') }, declared)).toEqual({
      accepted: false,
      reason: REJECTION_REASONS.notAllowedType,
    })
    expect(checkStoredFile({ size: 0, firstBytes: bytes() }, declared)).toMatchObject({ reason: REJECTION_REASONS.notAllowedType })
  })

  it('refuses an accepted type that is not the declared one', () => {
    expect(checkStoredFile({ size: 1234, firstBytes: PDF }, declared)).toEqual({ accepted: false, reason: REJECTION_REASONS.mismatch })
  })

  it('refuses a size other than the declared one, larger or smaller', () => {
    expect(checkStoredFile({ size: 1235, firstBytes: PNG }, declared)).toMatchObject({ reason: REJECTION_REASONS.mismatch })
    expect(checkStoredFile({ size: 1233, firstBytes: PNG }, declared)).toMatchObject({ reason: REJECTION_REASONS.mismatch })
  })
})
