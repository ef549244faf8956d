import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { SignUpSchema } from '../auth/signup-schema'
import { CreateTransferSchema } from '../transfers/create-transfer-schema'
import { UpdateTransferSchema } from '../transfers/update-transfer-schema'
import { UpdateUserSchema } from '../users/update-user-schema'
import { CONTACT_IN_NAME_MESSAGE, containsContact } from './contact-text'
import { VALID_TRANSFER_INPUT } from '../transfers/testing/valid-transfer-input'

describe('links, e-mail addresses and phone numbers in names', () => {
  it.each([
    ['the SMS lure', 'URGENT Remit security: your wallet is frozen, reply PIN or visit http://remit-verify.example'],
    ['a scheme', 'hxxp://x'],
    ['www', 'www.remit-help'],
    ['a bare domain', 'Ali bit.ly'],
    ['a domain with a path', 'remit-verify.com/pin'],
    ['full-width letters', 'ｈｔｔｐ：／／ｘ'],
    ['an e-mail address', 'ali@example.com'],
    ['a full-width at sign', 'ali＠example'],
    ['a phone number', 'Call +252 61 555 0142'],
    ['a phone number with dots', 'Ali 612.555.0142'],
    ['Arabic-Indic digits', 'علي ٦١٢٥٥٥٠١٤٢'],
  ])('finds %s', (_what, text) => {
    expect(containsContact(text)).toBe(true)
  })

  it.each(['Amina', 'Yusuf', "O'Brien", 'Jean-Luc', 'St. Paul', 'J.R. Smith', 'Ayşe Yılmaz', 'ሙሉጌታ', 'عبد الله', 'Mogadishu', 'Banadir', 'Apt 12'])(
    'leaves %j alone',
    (text) => {
      expect(containsContact(text)).toBe(false)
    },
  )

  const transfer = VALID_TRANSFER_INPUT
  const lure = 'Remit security: visit http://remit-verify.example'
  const messageAt = (schema: z.ZodMiniType, input: unknown, field: string) => {
    const result = z.safeParse(schema, input)
    return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === field)?.message
  }

  it.each([
    ['sign-up', SignUpSchema, {}, ['firstName', 'lastName']],
    ['an account edit', UpdateUserSchema, {}, ['firstName', 'lastName']],
    ['a transfer', CreateTransferSchema, transfer, ['firstName', 'middleName', 'lastName', 'city']],
    ['a transfer edit', UpdateTransferSchema, { version: 1 }, ['firstName', 'middleName', 'lastName', 'city']],
  ] as const)('%s refuses them in the names that go into SMS and subjects, with a clear message', (_what, schema, base, fields) => {
    for (const field of fields) expect(messageAt(schema, { ...base, [field]: lure }, field), field).toBe(CONTACT_IN_NAME_MESSAGE)
  })
})
