import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { SignUpSchema } from '../auth/signup-schema'
import { CreateClaimSchema } from '../claims/create-claim-schema'
import { IdentityDetailsSchema } from '../compliance/identity'
import { CreateDocumentSchema } from '../documents/document-schemas'
import { CreateTransferSchema } from '../transfers/create-transfer-schema'
import { UpdateTransferSchema } from '../transfers/update-transfer-schema'
import { UpdateUserSchema } from '../users/update-user-schema'
import { CARD_NUMBER_IN_TEXT_MESSAGE } from './safe-text'
import { VALID_TRANSFER_INPUT } from '../transfers/testing/valid-transfer-input'
import { VALID_SIGN_UP_INPUT } from '../auth/testing/valid-sign-up-input'

/**
 * A card number written to slip past the detector, in every free-text field that once stored it:
 * each write refused with the spec's message on that field, nothing else about the input wrong.
 */

const transfer = VALID_TRANSFER_INPUT
const signUp = VALID_SIGN_UP_INPUT
const document = { name: 'Passport', description: 'Photo page', fileName: 'passport.pdf', contentType: 'application/pdf', size: 52_000 }
const identity = { documentType: 'passport', documentNumber: 'P1234567', issuer: 'United States', expiresOn: '2030-01-01' }

const fullWidth = (text: string) => text.replace(/\d/g, (d) => String.fromCodePoint(0xff10 + Number(d)))
const arabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)))

const WRITTEN = {
  dots: '4111.1111.1111.1111',
  slashes: '4111/1111/1111/1111',
  underscores: '4111_1111_1111_1111',
  'double spaces': '4111  1111  1111  1111',
  'full-width digits': fullWidth('4111 1111 1111 1111'),
  'Arabic-Indic digits': arabicIndic('4111111111111111'),
}

function messagesAt(schema: z.ZodMiniType, input: unknown, field: string): string[] {
  const result = z.safeParse(schema, input)
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message)
}
const messageAt = (schema: z.ZodMiniType, input: unknown, field: string) => messagesAt(schema, input, field)[0]

describe('card numbers are refused in every free-text field, however written', () => {
  const fields: [string, z.ZodMiniType, (card: string) => unknown, string][] = [
    ['transfer note', UpdateTransferSchema, (card) => ({ note: `pay to ${card} please`, version: 1 }), 'note'],
    ['claim description', CreateClaimSchema, (card) => ({ type: 'not-received', description: `my card ${card}` }), 'description'],
    ['recipient city', CreateTransferSchema, (card) => ({ ...transfer, city: card }), 'city'],
    ['sender city', SignUpSchema, (card) => ({ ...signUp, city: card }), 'city'],
    ['document label', CreateDocumentSchema, (card) => ({ ...document, name: card }), 'name'],
    ['document file name', CreateDocumentSchema, (card) => ({ ...document, fileName: `${card}.pdf` }), 'fileName'],
    ['identity issuer', IdentityDetailsSchema, (card) => ({ ...identity, issuer: `Bank ${card}` }), 'issuer'],
  ]
  for (const [field, schema, input, path] of fields) {
    it.each(Object.entries(WRITTEN))(`${field}, written with %s`, (_how, card) => {
      // A file name with slashes also breaks the file-name rule: the card's message is there beside it.
      expect(messagesAt(schema, input(card), path)).toContain(CARD_NUMBER_IN_TEXT_MESSAGE)
    })
  }

  it('the identity document number (spaces and dashes are dropped from it, so a card fits its format)', () => {
    expect(messageAt(IdentityDetailsSchema, { ...identity, documentNumber: '4111 1111-1111 1111' }, 'documentNumber')).toBe(
      CARD_NUMBER_IN_TEXT_MESSAGE,
    )
    expect(z.safeParse(IdentityDetailsSchema, identity).success).toBe(true)
  })

  it.each([
    ['sign-up', SignUpSchema, signUp],
    ['a transfer', CreateTransferSchema, transfer],
    ['an account edit', UpdateUserSchema, {}],
    ['a transfer edit', UpdateTransferSchema, { version: 1 }],
  ] as const)('a number split across the first and last name of %s', (_what, schema, base) => {
    // Eight digits are also a phone number to the name rule: the card's message is there beside it.
    expect(messagesAt(schema, { ...base, firstName: '4111 1111', lastName: '1111.1111' }, 'lastName')).toContain(CARD_NUMBER_IN_TEXT_MESSAGE)
    expect(messageAt(schema, { ...base, firstName: 'Amina', lastName: 'Yusuf' }, 'lastName')).toBeUndefined()
  })
})
