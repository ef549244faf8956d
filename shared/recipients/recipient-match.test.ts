import { describe, expect, it } from 'vitest'
import { matchRecipient, personKey, samePayoutRecipient, type RecipientFacts } from './recipient-match'

const hodan: RecipientFacts = {
  firstName: 'Hodan',
  middleName: '',
  lastName: 'Warsame',
  mobileNumber: '+252612345678',
  countryId: 'so',
  paymentType: 'Bank Transfer',
  bankName: 'Premier Bank',
  accountNumber: '0123456789',
}

describe('matchRecipient', () => {
  const wallet = { ...hodan, id: 'wallet', paymentType: 'Mobile Money', walletProvider: 'EVC Plus', bankName: undefined, accountNumber: undefined }
  const bank = { ...hodan, id: 'bank' }

  it('finds the saved recipient with the same person and payout details first', () => {
    expect(matchRecipient(hodan, [wallet, bank])?.id).toBe('bank')
  })

  it('falls back to the same person paid another way; nobody else', () => {
    expect(matchRecipient({ ...hodan, paymentType: 'Cash Collection' }, [wallet, bank])?.id).toBe('wallet')
    expect(matchRecipient({ ...hodan, lastName: 'Yusuf' }, [wallet, bank])).toBeUndefined()
    expect(matchRecipient({ ...hodan, countryId: 'ke' }, [wallet, bank])).toBeUndefined()
  })

  it('reads names regardless of case, accents and spacing, and older 10-digit mobiles as E.164', () => {
    expect(personKey({ ...hodan, firstName: ' HODAN ', lastName: 'Wársame', mobileNumber: '0612345678' })).toBe(personKey(hodan))
  })
})

describe('samePayoutRecipient', () => {
  const bank = { ...hodan, id: 'bank' }

  it('is the same person paid the same way, however the name and mobile are typed', () => {
    expect(samePayoutRecipient({ ...hodan, firstName: 'hodan', mobileNumber: '0612345678', bankName: ' premier bank ' }, [bank])?.id).toBe('bank')
  })

  it('is nobody when the payout differs: the same person paid another way may be saved too', () => {
    expect(samePayoutRecipient({ ...hodan, accountNumber: '9876543210' }, [bank])).toBeUndefined()
    expect(samePayoutRecipient({ ...hodan, paymentType: 'Cash Collection', bankName: undefined, accountNumber: undefined }, [bank])).toBeUndefined()
  })
})
