import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { CARD_NUMBER_MESSAGE, CVV_MESSAGE, EXPIRED_MESSAGE, EXPIRY_MESSAGE } from '../../../../shared/transfers/card'
import { FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '../../../../shared/transfers/transfer-options'
import { CITY_MESSAGE } from '../../../../shared/transfers/transfer-schemas'
import { mobileMessage } from '../../../../shared/transfers/phone/recipient-mobile'

/** Kenya's rule: the spec's message with its 9 digits. */
const MOBILE_MESSAGE = mobileMessage('ke')
import {
  cardNumberOnBlur,
  EMPTY_TRANSFER,
  fieldUpdate,
  filterExpiry,
  firstStepWithError,
  missingFieldsMessage,
  stepFilled,
  transferRequest,
  firstMessages,
  TRANSFER_FIELDS,
  transferSchema,
  type MoneyTransferValues,
} from './transfer-form'

const TODAY = new Date('2026-11-21T12:00:00Z')
const CONTEXT = { countryId: 'ke', amountCents: 10_000 }
const AMOUNTS = { minCents: 1_000, maxCents: 1_000_000 }

const FILLED: MoneyTransferValues = {
  ...EMPTY_TRANSFER,
  mobileNumber: '0712345678',
  firstName: 'Hodan',
  middleName: 'Ali',
  lastName: 'Warsame',
  city: 'Nairobi',
  cardNumber: '4242 4242 4242 4242',
  expirationDate: '12/28',
  cvv: '123',
}

const errorsOf = (values: Partial<MoneyTransferValues>) => {
  const parsed = z.safeParse(transferSchema(CONTEXT, TODAY, AMOUNTS), { ...FILLED, ...values })
  return parsed.success ? {} : firstMessages(parsed.error.issues, TRANSFER_FIELDS)
}

describe('the Money Transfer wizard rules', () => {
  it('starts with the spec defaults and nothing typed', () => {
    expect(EMPTY_TRANSFER).toMatchObject({
      paymentType: 'Cash Collection',
      relationship: 'Parents',
      sendingReason: 'Family Support',
      paymentMethod: 'Debit Card',
      firstName: '',
      cardNumber: '',
    })
  })

  it('accepts a complete form', () => {
    expect(errorsOf({})).toEqual({})
  })

  it('gives step 1 the exact spec messages', () => {
    expect(errorsOf({ mobileNumber: '', firstName: '', middleName: ' ', lastName: '', city: '' })).toEqual({
      mobileNumber: MOBILE_MESSAGE,
      firstName: FIRST_NAME_MESSAGE,
      lastName: LAST_NAME_MESSAGE,
      city: CITY_MESSAGE,
    })
    // A middle name is optional: many recipients have none.
    expect(errorsOf({ middleName: '' })).toEqual({})
    expect(MOBILE_MESSAGE).toBe('Mobile number is required & must be 9 digits!')
    expect(errorsOf({ mobileNumber: '071234567' })).toEqual({ mobileNumber: MOBILE_MESSAGE })
    // Even while step 2 is still empty: the wizard judges step 1 first.
    expect(errorsOf({ mobileNumber: '0201234567', cardNumber: '', expirationDate: '', cvv: '' })).toMatchObject({ mobileNumber: MOBILE_MESSAGE })
  })

  it('gives step 2 the card messages: 16 Luhn-valid digits, MM/YY not past, 3-digit CVV', () => {
    expect(errorsOf({ cardNumber: '4242 4242 4242' })).toEqual({ cardNumber: CARD_NUMBER_MESSAGE })
    expect(errorsOf({ cardNumber: '4242424242424241' })).toEqual({ cardNumber: CARD_NUMBER_MESSAGE })
    expect(CARD_NUMBER_MESSAGE).toBe('Please enter a valid 16-digit card number')
    expect(errorsOf({ expirationDate: '13/28' })).toEqual({ expirationDate: EXPIRY_MESSAGE })
    expect(errorsOf({ expirationDate: '10/26' })).toEqual({ expirationDate: EXPIRED_MESSAGE })
    expect(errorsOf({ expirationDate: '11/26' })).toEqual({})
    expect(errorsOf({ cvv: '12' })).toEqual({ cvv: CVV_MESSAGE })
  })

  it('builds the request the API takes: the amount in dollars and the destination', () => {
    expect(transferRequest(FILLED, CONTEXT)).toEqual({ ...FILLED, countryId: 'ke', inputValue: '100.00' })
    expect(transferRequest(FILLED, { countryId: 'so', amountCents: 123_456 }).inputValue).toBe('1234.56')
  })

  it('keeps Next disabled while a field of the step is empty', () => {
    expect(stepFilled(0, EMPTY_TRANSFER)).toBe(false)
    expect(stepFilled(0, { ...FILLED, lastName: '  ' })).toBe(false)
    // A middle name is optional: many recipients have none.
    expect(stepFilled(0, { ...FILLED, middleName: '' })).toBe(true)
    expect(stepFilled(0, { ...FILLED, cardNumber: '' })).toBe(true)
    expect(stepFilled(1, { ...FILLED, cvv: '' })).toBe(false)
    expect(stepFilled(1, FILLED)).toBe(true)
  })

  it("answers 'Please fill out all the required fields!!' when anything is empty at submit", () => {
    expect(REQUIRED_FIELDS_MESSAGE).toBe('Please fill out all the required fields!!')
    expect(missingFieldsMessage({ ...FILLED, cvv: '' })).toBe(REQUIRED_FIELDS_MESSAGE)
    expect(missingFieldsMessage(FILLED)).toBeUndefined()
  })

  it('finds the first step holding an error', () => {
    expect(firstStepWithError({ cvv: 'x' })).toBe(1)
    expect(firstStepWithError({ cvv: 'x', city: 'y' })).toBe(0)
    expect(firstStepWithError({})).toBeUndefined()
  })

  it('keeps only digits in the numbers, at most 10, 16 and 3 of them', () => {
    expect(fieldUpdate('mobileNumber', '(071) 234-5678 9')).toEqual({ mobileNumber: '07123456789' })
    expect(fieldUpdate('cardNumber', '4242 4242 4242 4242 99a')).toEqual({ cardNumber: '4242424242424242' })
    expect(fieldUpdate('cvv', '1a2b3c4')).toEqual({ cvv: '123' })
    expect(fieldUpdate('firstName', ' Hodan ')).toEqual({ firstName: ' Hodan ' })
  })

  it('ignores a choice that is not one of the options', () => {
    expect(fieldUpdate('relationship', 'Sister')).toEqual({ relationship: 'Sister' })
    expect(fieldUpdate('relationship', 'Cousin')).toEqual({})
    expect(fieldUpdate('paymentMethod', 'Cheque')).toEqual({})
    expect(fieldUpdate('paymentType', 'Money Collection')).toEqual({})
  })

  it('groups a 16-digit card number in fours on blur and leaves anything else as typed', () => {
    expect(cardNumberOnBlur('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(cardNumberOnBlur('424242')).toBe('424242')
  })

  it('shapes the expiry as MM/YY while typing', () => {
    expect(filterExpiry('1')).toBe('1')
    expect(filterExpiry('12')).toBe('12')
    expect(filterExpiry('123')).toBe('12/3')
    expect(filterExpiry('12/28')).toBe('12/28')
    expect(filterExpiry('12/289')).toBe('12/28')
    expect(filterExpiry('12/')).toBe('12/')
    expect(filterExpiry('ab')).toBe('')
  })
})
