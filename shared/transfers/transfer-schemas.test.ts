import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { fieldMessages } from '../api/testing/field-messages'
import { fromCents } from '../money/money'
import { CARD_NUMBER_MESSAGE, CVV_MESSAGE, EXPIRED_MESSAGE, EXPIRY_MESSAGE } from './card'
import { EDIT_REQUIRED_MESSAGE, FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE, REQUIRED_MOBILE_MESSAGE } from './transfer-options'
import { MIDDLE_NAME_TEXT_MESSAGE } from './transfer-fields'
import { mobileMessage } from './phone/recipient-mobile'
import { PAYOUT_ACCOUNT_MESSAGES } from './payout-account'

/** Somalia's rule: a mobile number of its plan, 7 to 9 digits. */
const MOBILE_MESSAGE = mobileMessage('so')
import {
  amountMinMessage,
  CONTRACT_AMOUNTS,
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_MESSAGE,
  amountSchema,
  CreateTransferSchema,
  createTransferSchema,
  ListTransfersQuerySchema,
  TransferListSchema,
  TransferSchema,
  UpdateTransferSchema,
  type CreateTransfer,
  type Transfer,
} from './transfer-schemas'
import { QUOTE_ID_MESSAGE } from '../rates/quote-id'
import { VALID_TRANSFER_INPUT } from './testing/valid-transfer-input'
import { SAMPLE_TRANSFER_DETAILS } from './testing/sample-transfer-details'

const valid = VALID_TRANSFER_INPUT

const TODAY = new Date('2026-03-15T12:00:00Z')
const MAX_CENTS = 1_000_000 // 10,000.00 USD
const serverSchema = createTransferSchema(TODAY, { minCents: 1_000, maxCents: MAX_CENTS })

/** Parses `valid` with one field replaced and answers that field's message (undefined when it passes). */
function messageFor(field: string, value: unknown, schema: z.ZodMiniType = serverSchema): string | undefined {
  const messages = fieldMessages(schema, { ...valid, [field]: value })
  expect(Object.keys(messages).filter((key) => key !== field)).toEqual([])
  return messages[field]
}

function parseOk<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input)
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`)
  return result.data
}

describe('CreateTransferSchema', () => {
  it('normalises a valid transfer and gives the amount in cents', () => {
    const parsed: CreateTransfer = parseOk(serverSchema, {
      ...valid,
      firstName: '  Hodan ',
      mobileNumber: '061 234 5678',
      countryId: ' SO ',
      city: ' Banadir ',
      cardNumber: '4242 4242 4242 4242',
      expirationDate: ' 12/30 ',
      inputValue: '250.50',
    })
    // The valid input as it was, but for the mobile number in full and the amount in cents.
    const { inputValue: _inputValue, ...validFields } = valid
    expect(parsed).toEqual({ ...validFields, mobileNumber: '+252612345678', amountCents: 25050 })
  })

  it('drops what the server sets: fees, total, status, note, invoice number', () => {
    const parsed = parseOk(serverSchema, {
      ...valid,
      fees: 0,
      total: 1,
      amount: 1,
      status: 'PAID',
      note: 'paid already',
      invoiceNumber: 'US-1',
      id: 'x',
      version: 7,
    })
    for (const key of ['fees', 'total', 'amount', 'status', 'note', 'invoiceNumber', 'id', 'ownerId', 'version', 'inputValue']) {
      expect(parsed).not.toHaveProperty(key)
    }
    expect(parsed.amountCents).toBe(25050)
  })

  it('reports every empty field with its own message', () => {
    const blank = Object.fromEntries(Object.keys(valid).map((key) => [key, '']))
    const expected = {
      firstName: FIRST_NAME_MESSAGE,
      lastName: LAST_NAME_MESSAGE,
      mobileNumber: REQUIRED_MOBILE_MESSAGE,
      countryId: 'Choose a destination country',
      city: 'City is required',
      relationship: 'Choose a relationship',
      sendingReason: 'Choose a sending reason',
      paymentType: 'Choose a payment type',
      paymentMethod: 'Choose a payment method: a credit or debit card',
      cardNumber: CARD_NUMBER_MESSAGE,
      expirationDate: EXPIRY_MESSAGE,
      cvv: CVV_MESSAGE,
      inputValue: AMOUNT_MESSAGE,
      quoteId: QUOTE_ID_MESSAGE,
      payoutCurrency: 'Choose a payout currency',
    }
    expect(fieldMessages(serverSchema, blank)).toEqual(expected)
    expect(fieldMessages(serverSchema, {})).toEqual(expected)
    expect(fieldMessages(CreateTransferSchema, {})).toEqual(expected)
  })

  it('uses the exact spec wording', () => {
    expect(FIRST_NAME_MESSAGE).toBe('First Name is required!')
    expect(LAST_NAME_MESSAGE).toBe('Last Name is required!')
    expect(mobileMessage('ke')).toBe('Mobile number is required & must be 9 digits!')
    expect(EDIT_REQUIRED_MESSAGE).toBe('Required fields are missing')
  })

  it.each([
    ['firstName', '   ', FIRST_NAME_MESSAGE],
    ['firstName', 42, FIRST_NAME_MESSAGE],
    ['firstName', 'x'.repeat(61), 'First name must be at most 60 characters'],
    ['firstName', 'x'.repeat(60), undefined],
    // Optional, against the spec's 'Middle name is required!': many recipients have none (a made-up one can stop a cash pickup).
    ['middleName', '', undefined],
    ['middleName', '   ', undefined],
    ['middleName', null, MIDDLE_NAME_TEXT_MESSAGE],
    ['middleName', 'x'.repeat(61), 'Middle name must be at most 60 characters'],
    ['lastName', ' ', LAST_NAME_MESSAGE],
    ['lastName', 'x'.repeat(61), 'Last name must be at most 60 characters'],
    ['mobileNumber', '6125550123', MOBILE_MESSAGE],
    ['mobileNumber', '61234567890', MOBILE_MESSAGE],
    ['mobileNumber', '+16125550123', MOBILE_MESSAGE],
    ['mobileNumber', '+254712345678', MOBILE_MESSAGE],
    ['mobileNumber', 'abcdefghij', MOBILE_MESSAGE],
    ['mobileNumber', 612345678, REQUIRED_MOBILE_MESSAGE],
    ['mobileNumber', '61 234-5678', undefined],
    ['mobileNumber', '+252 61 234 5678', undefined],
    ['countryId', 'som', 'Choose a destination country'],
    ['countryId', 's1', 'Choose a destination country'],
    ['countryId', 'SO', undefined],
    ['city', '  ', 'City is required'],
    ['city', 'x'.repeat(81), 'City must be at most 80 characters'],
    ['city', 'x'.repeat(80), undefined],
    ['relationship', 'Parent', 'Choose a relationship'],
    ['relationship', 'Other', undefined],
    ['sendingReason', 'Business', 'Choose a sending reason'],
    ['paymentType', 'Money Collection', 'Choose a payment type'],
    ['paymentType', 'Cash Collection', undefined],
    ['paymentMethod', 'Cash', 'Choose a payment method: a credit or debit card'],
    // PayPal is not offered: it would have taken a card number.
    ['paymentMethod', 'PayPal', 'Choose a payment method: a credit or debit card'],
    ['paymentMethod', 'Credit Card', undefined],
    ['cardNumber', '4242424242424241', CARD_NUMBER_MESSAGE], // fails Luhn
    ['cardNumber', '424242424242424', CARD_NUMBER_MESSAGE], // 15 digits
    ['cardNumber', '42424242424242420', CARD_NUMBER_MESSAGE], // 17 digits
    ['cardNumber', '378282246310005', CARD_NUMBER_MESSAGE], // a valid Amex, but not 16 digits
    ['cardNumber', '4242-4242-4242-4242', CARD_NUMBER_MESSAGE],
    ['cardNumber', 4242424242424242, CARD_NUMBER_MESSAGE],
    ['cardNumber', '5555 5555 5555 4444', undefined],
    ['expirationDate', '1/30', EXPIRY_MESSAGE],
    ['expirationDate', '13/30', EXPIRY_MESSAGE],
    ['expirationDate', '12/2030', EXPIRY_MESSAGE],
    ['expirationDate', '02/26', EXPIRED_MESSAGE],
    ['expirationDate', '03/26', undefined], // valid through the end of March
    ['cvv', '12', CVV_MESSAGE],
    ['cvv', '1234', CVV_MESSAGE],
    ['cvv', 'abc', CVV_MESSAGE],
    ['cvv', 123, CVV_MESSAGE],
    ['cvv', '007', undefined],
  ])('%s = %j → %j', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message)
  })

  it('has no clock: a past expiry passes the constant schema', () => {
    expect(messageFor('expirationDate', '01/20', CreateTransferSchema)).toBeUndefined()
    expect(messageFor('expirationDate', '01/20')).toBe(EXPIRED_MESSAGE)
  })

  it("bounds the constant schema by the contract's range; the server's takes the stage's minimum", () => {
    expect(messageFor('inputValue', fromCents(CONTRACT_AMOUNTS.maxCents), CreateTransferSchema)).toBeUndefined()
    expect(messageFor('inputValue', fromCents(CONTRACT_AMOUNTS.maxCents + 1), CreateTransferSchema)).toBe(
      'Amounts above $1,000,000.00 cannot be sent online',
    )
    expect(messageFor('inputValue', 0.01, CreateTransferSchema)).toBeUndefined()
    expect(messageFor('inputValue', 9.99)).toBe('The smallest amount you can send is $10.00')
    expect(messageFor('inputValue', 10)).toBeUndefined()
  })
})

describe('amountSchema', () => {
  const schema = amountSchema({ minCents: 1, maxCents: MAX_CENTS })

  it.each([
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [1.1, 110],
    [250, 25000],
    [2999.99, 299999],
    [3000, 300000],
    [3000.01, 300001],
    [10000, 1000000],
    ['0.01', 1],
    ['250', 25000],
    ['250.5', 25050],
    [' 250.50 ', 25050],
    ['12.500', 1250],
    ['.5', 50],
    ['7.', 700],
    ['10000.00', 1000000],
  ])('%j is %i cents', (input, cents) => {
    expect(parseOk(schema, input)).toBe(cents)
  })

  it.each([
    [0, AMOUNT_MESSAGE],
    [-1, AMOUNT_MESSAGE],
    [-0.001, AMOUNT_MESSAGE],
    ['0', AMOUNT_MESSAGE],
    ['0.00', AMOUNT_MESSAGE],
    ['-5', AMOUNT_MESSAGE],
    ['', AMOUNT_MESSAGE],
    ['abc', AMOUNT_MESSAGE],
    ['1e3', AMOUNT_MESSAGE],
    ['1,000', AMOUNT_MESSAGE],
    ['+5', AMOUNT_MESSAGE],
    [Number.NaN, AMOUNT_MESSAGE],
    [Infinity, AMOUNT_MESSAGE],
    [null, AMOUNT_MESSAGE],
    [undefined, AMOUNT_MESSAGE],
    [true, AMOUNT_MESSAGE],
    [0.001, AMOUNT_DECIMALS_MESSAGE],
    [12.345, AMOUNT_DECIMALS_MESSAGE],
    [0.1 + 0.2, AMOUNT_DECIMALS_MESSAGE],
    ['12.345', AMOUNT_DECIMALS_MESSAGE],
    [10000.01, 'Amounts above $10,000.00 cannot be sent online'],
    ['10000.01', 'Amounts above $10,000.00 cannot be sent online'],
    [1e300, 'Amounts above $10,000.00 cannot be sent online'],
    ['9'.repeat(400), 'Amounts above $10,000.00 cannot be sent online'],
  ])('%j → %j', (input, message) => {
    expect(fieldMessages(schema, input)).toEqual({ '': message })
  })

  it('reads every 2-decimal amount up to the maximum, as a number and as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (cents) => {
        expect(parseOk(schema, fromCents(cents))).toBe(cents)
        expect(parseOk(schema, fromCents(cents).toFixed(2))).toBe(cents)
      }),
    )
  })

  it('refuses below the minimum it is given, at the cent (card testing with cents)', () => {
    const ranged = amountSchema({ minCents: 1_000, maxCents: MAX_CENTS })
    expect(parseOk(ranged, '10')).toBe(1_000)
    for (const below of [9.99, '9.99', 0.01, '1']) expect(fieldMessages(ranged, below)).toEqual({ '': amountMinMessage(1_000) })
    expect(amountMinMessage(1_000)).toBe('The smallest amount you can send is $10.00')
    // The rules before it still come first: 0 is not 'too small', and three decimals are not either.
    expect(fieldMessages(ranged, 0)).toEqual({ '': AMOUNT_MESSAGE })
    expect(fieldMessages(ranged, 0.001)).toEqual({ '': AMOUNT_DECIMALS_MESSAGE })
  })

  it('needs whole cents with 1 ≤ min ≤ max', () => {
    for (const range of [
      { minCents: 1, maxCents: 0 },
      { minCents: 1, maxCents: 1.5 },
      { minCents: 0, maxCents: 100 },
      { minCents: 101, maxCents: 100 },
    ]) {
      expect(() => amountSchema(range)).toThrow(RangeError)
    }
  })
})

describe('payout details by method', () => {
  const paid = (change: Record<string, unknown>) => z.safeParse(serverSchema, { ...valid, ...change })
  const messages = (change: Record<string, unknown>) => fieldMessages(serverSchema, { ...valid, ...change })

  it('mobile money needs a wallet the destination offers; only it is kept', () => {
    expect(messages({ walletProvider: undefined })).toEqual({ walletProvider: PAYOUT_ACCOUNT_MESSAGES.wallet })
    expect(messages({ walletProvider: 'M-Pesa' })).toEqual({ walletProvider: PAYOUT_ACCOUNT_MESSAGES.wallet })
    const parsed = paid({ walletProvider: 'Zaad', bankName: 'Ignored Bank', accountNumber: '123456789' })
    expect(parsed.data).toMatchObject({ walletProvider: 'Zaad' })
    expect(parsed.data).not.toHaveProperty('bankName')
  })

  it('a bank transfer needs the bank and an account number; a Turkish one a valid IBAN, kept without spaces', () => {
    expect(messages({ paymentType: 'Bank Transfer', walletProvider: undefined })).toEqual({
      bankName: PAYOUT_ACCOUNT_MESSAGES.bankName,
      accountNumber: PAYOUT_ACCOUNT_MESSAGES.account,
    })
    expect(paid({ paymentType: 'Bank Transfer', bankName: ' Dahabshil Bank ', accountNumber: '0123 4567 89' }).data).toMatchObject({
      bankName: 'Dahabshil Bank',
      accountNumber: '0123456789',
    })
    expect(paid({ paymentType: 'Bank Transfer', bankName: 'Salaam Bank', accountNumber: '12345' }).success).toBe(false)
    const turkey = { countryId: 'tr', mobileNumber: '5321234567', city: 'Istanbul', paymentType: 'Bank Transfer', bankName: 'Ziraat Bankası' }
    expect(paid({ ...turkey, accountNumber: 'TR33 0006 1005 1978 6457 8413 26' }).data).toMatchObject({ accountNumber: 'TR330006100519786457841326' })
    expect(messages({ ...turkey, accountNumber: 'TR33 0006 1005 1978 6457 8413 27' })).toEqual({ accountNumber: PAYOUT_ACCOUNT_MESSAGES.iban })
    // A valid IBAN of another country is not a Turkish account.
    expect(messages({ ...turkey, accountNumber: 'DE89370400440532013000' })).toEqual({ accountNumber: PAYOUT_ACCOUNT_MESSAGES.iban })
  })

  it('refuses a way of paying out the destination does not offer: no mobile money in Turkey', () => {
    expect(messages({ countryId: 'tr', mobileNumber: '5321234567', walletProvider: 'Papara' })).toEqual({
      paymentType: PAYOUT_ACCOUNT_MESSAGES.notOffered,
    })
  })
})

describe('UpdateTransferSchema', () => {
  it('normalises the fields sent and drops the rest', () => {
    expect(
      parseOk(UpdateTransferSchema, {
        firstName: ' Hodan ',
        middleName: 'Ali',
        lastName: 'Warsame',
        mobileNumber: ' +252 61 234 5678 ',
        city: ' Galmudug ',
        country: ' Somalia ',
        countryId: 'ke',
        status: 'PAID',
        note: ' Collected at the Hamarweyne branch ',
        version: 3,
        fees: 0,
        total: 0,
        invoiceNumber: 'US-1',
        ownerId: 'x',
      }),
    ).toEqual({
      firstName: 'Hodan',
      middleName: 'Ali',
      lastName: 'Warsame',
      // Trimmed only: the update service judges it against the transfer's destination and keeps E.164.
      mobileNumber: '+252 61 234 5678',
      city: 'Galmudug',
      country: 'Somalia',
      status: 'PAID',
      note: 'Collected at the Hamarweyne branch',
      version: 3,
    })
  })

  it('takes one field and the version', () => {
    expect(parseOk(UpdateTransferSchema, { status: 'PENDING', version: 1 })).toEqual({ status: 'PENDING', version: 1 })
    expect(parseOk(UpdateTransferSchema, { note: '', version: 1 })).toEqual({ note: '', version: 1 })
  })

  it('needs something to update besides the version', () => {
    expect(fieldMessages(UpdateTransferSchema, { version: 1 })).toEqual({ '': 'Nothing to update' })
    expect(fieldMessages(UpdateTransferSchema, { version: 1, fees: 3, invoiceNumber: 'US-1' })).toEqual({ '': 'Nothing to update' })
  })

  const update = (change: Record<string, unknown>) => fieldMessages(UpdateTransferSchema, { version: 2, status: 'PAID', ...change })

  it.each([
    ['firstName', '', EDIT_REQUIRED_MESSAGE],
    ['firstName', '   ', EDIT_REQUIRED_MESSAGE],
    ['firstName', null, EDIT_REQUIRED_MESSAGE],
    ['firstName', 'x'.repeat(61), 'First name must be at most 60 characters'],
    ['lastName', '', EDIT_REQUIRED_MESSAGE],
    // A middle name may be removed: it is optional.
    ['middleName', '', undefined],
    ['middleName', null, MIDDLE_NAME_TEXT_MESSAGE],
    ['city', ' ', EDIT_REQUIRED_MESSAGE],
    ['mobileNumber', '', EDIT_REQUIRED_MESSAGE],
    ['country', '', EDIT_REQUIRED_MESSAGE],
    ['country', 'x'.repeat(61), 'Country must be at most 60 characters'],
    ['status', '', 'Status is required'],
    ['status', null, 'Status is required'],
    ['status', 'READY', 'Status must be PENDING or PAID'],
    ['status', 'paid', 'Status must be PENDING or PAID'],
    ['note', 'x'.repeat(501), 'Note must be at most 500 characters'],
    ['note', 7, 'Note must be text'],
    ['version', undefined, 'Reload the transfer and try again'],
    ['version', 0, 'Reload the transfer and try again'],
    ['version', -1, 'Reload the transfer and try again'],
    ['version', 1.5, 'Reload the transfer and try again'],
    ['version', '2', 'Reload the transfer and try again'],
  ])('%s = %j → %j', (field, value, message) => {
    expect(update({ [field]: value })).toEqual({ [field]: message })
  })

  it.each([
    ['note', 'x'.repeat(500)],
    ['note', ` ${'x'.repeat(500)} `],
    ['firstName', 'x'.repeat(60)],
  ])('accepts %s = %j', (field, value) => {
    expect(update({ [field]: value })).toEqual({})
  })
})

const transfer: Transfer = {
  id: '01J0000000000000000000000A',
  ...SAMPLE_TRANSFER_DETAILS,
  inputValue: 250.5,
  amount: 250.5,
  fees: 12.53,
  total: 263.03,
  amountCents: 25050,
  feeCents: 1253,
  totalCents: 26303,
  payout: { currency: 'USD', rate: '1', receiveAmount: 250.5, receiveMinor: 25050, dateAvailable: '2026-11-21' },
  status: 'PENDING',
  note: '',
  createdAt: '2026-03-15T12:00:00.000Z',
  updatedAt: '2026-03-15T12:00:00.000Z',
  version: 1,
}

describe('TransferSchema', () => {
  it('has no card number and no CVV, at any depth', () => {
    const keys = [...Object.keys(TransferSchema.shape), ...Object.keys(TransferSchema.shape.card.shape)]
    for (const key of keys) expect(key.toLowerCase()).not.toMatch(/cvv|cardnumber|^number$|pan/)
    expect(keys).not.toContain('cardNumber')
    expect(keys).not.toContain('cvv')
  })

  it('drops a card number or CVV that leaks into an answer', () => {
    const parsed = parseOk(TransferSchema, {
      ...transfer,
      cardNumber: '4242424242424242',
      cvv: '123',
      card: { ...transfer.card, number: '4242424242424242', cvv: '123' },
    })
    expect(JSON.stringify(parsed)).not.toMatch(/4242424242424242|"cvv"|cardNumber/)
    expect(parsed).toEqual(transfer)
  })

  it('reads a transfer with its history', () => {
    const withHistory: Transfer = {
      ...transfer,
      history: [
        { at: transfer.createdAt, by: 'user-1', type: 'created' },
        {
          at: '2026-03-16T09:00:00.000Z',
          by: 'admin-1',
          byName: 'Ayaan Admin',
          type: 'status',
          changes: { status: { from: 'PENDING', to: 'PAID' } },
        },
      ],
    }
    expect(parseOk(TransferSchema, withHistory)).toEqual(withHistory)
    expect(z.safeParse(TransferSchema, { ...transfer, history: [{ at: 'x', by: 'y', type: 'paid' }] }).success).toBe(false)
  })

  it('makes a list answer with stats', () => {
    const list = {
      items: [transfer],
      nextCursor: 'abc',
      stats: {
        total: 1,
        paid: 0,
        pending: 1,
        cancelled: 0,
        onHold: 0,
        sentCents: 25_050,
        feesChargedCents: 1_253,
        feeRevenueCents: 0,
        fxRevenueCents: 0,
        claimRefundsCents: 0,
        refundedCents: 0,
      },
    }
    expect(parseOk(TransferListSchema, list)).toEqual(list)
    expect(z.safeParse(TransferListSchema, { items: [] }).success).toBe(false)
  })
})

describe('CreateTransferSchema ownerId (Add Customer)', () => {
  it("keeps a user id (trimmed); who may send it is the server's rule", () => {
    expect(parseOk(serverSchema, { ...valid, ownerId: ' 0b7c8f0e-5d1e-4c55-9a8e-2f7c1d3b9a10 ' }).ownerId).toBe(
      '0b7c8f0e-5d1e-4c55-9a8e-2f7c1d3b9a10',
    )
  })

  it.each([[''], ['a b'], ['x'.repeat(65)], [42], ['../etc']])('refuses %j', (ownerId) => {
    expect(messageFor('ownerId', ownerId)).toBe('Choose the user this transfer is for')
  })
})

describe('ListTransfersQuerySchema', () => {
  it('reads the Advanced filters: status, destination (lower-cased) and a range of days', () => {
    expect(parseOk(ListTransfersQuerySchema, { status: 'PAID', countryId: ' KE ', from: '2026-01-05', to: '2026-01-31' })).toEqual({
      status: 'PAID',
      countryId: 'ke',
      from: '2026-01-05',
      to: '2026-01-31',
    })
    expect(parseOk(ListTransfersQuerySchema, { from: '2026-02-28', to: '2026-02-28' })).toEqual({ from: '2026-02-28', to: '2026-02-28' })
    expect(parseOk(ListTransfersQuerySchema, { to: '2024-02-29' })).toEqual({ to: '2024-02-29' })
  })

  it.each([
    [{ status: 'READY' }, 'status', 'Status must be PENDING, PAID, CANCELLED or ON_HOLD'],
    [{ countryId: 'som' }, 'countryId', 'Country must be a 2-letter destination id'],
    [{ from: '2026-02-30' }, 'from', 'Dates are written YYYY-MM-DD'],
    [{ from: '2025-02-29' }, 'from', 'Dates are written YYYY-MM-DD'],
    [{ to: '26-01-05' }, 'to', 'Dates are written YYYY-MM-DD'],
    [{ to: '1999-12-31' }, 'to', 'Dates are written YYYY-MM-DD'],
    [{ from: '2026-02-01', to: '2026-01-31' }, 'to', 'The start date must be on or before the end date'],
  ])('refuses %j', (query, field, message) => {
    expect(fieldMessages(ListTransfersQuerySchema, query)).toEqual({ [field]: message })
  })

  it('reads limit, cursor and trimmed search text', () => {
    expect(parseOk(ListTransfersQuerySchema, { limit: '5', cursor: 'abc', q: '  hodan ' })).toEqual({ limit: 5, cursor: 'abc', q: 'hodan' })
    expect(parseOk(ListTransfersQuerySchema, {})).toEqual({})
  })

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ cursor: 'x'.repeat(2049) }, 'cursor'],
  ])('refuses %j', (query, field) => {
    expect(Object.keys(fieldMessages(ListTransfersQuerySchema, query))).toEqual([field])
  })

  it('caps the search text at 100 characters', () => {
    expect(fieldMessages(ListTransfersQuerySchema, { q: 'x'.repeat(101) })).toEqual({ q: 'Search text must be at most 100 characters' })
    expect(parseOk(ListTransfersQuerySchema, { q: ` ${'x'.repeat(100)} ` }).q).toHaveLength(100)
  })
})
