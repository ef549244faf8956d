import { describe, expect, it } from 'vitest'
import { formatPhone } from '../../shared/transfers/phone/format-phone'
import { mobilesOf, searchQueryOf } from './search-query'
import { holdsEvery, searchDocumentOf, senderDocumentOf } from './search-terms'
import { sampleRecord } from '../lib/testing/sample-transfer-record'

describe('a typed phone number becomes the E.164 numbers transfers keep', () => {
  it.each([
    // Kenya: as the app shows it, as a caller reads it, with its code, with or without '+', with separators.
    ['ke', formatPhone('+254712345678'), '+254712345678'],
    ['ke', '+254 712 345 678', '+254712345678'],
    ['ke', '0712345678', '+254712345678'],
    ['ke', '0712 345 678', '+254712345678'],
    ['ke', '(0712) 345-678', '+254712345678'],
    ['ke', '712345678', '+254712345678'],
    ['ke', '254712345678', '+254712345678'],
    ['ke', '+254 0712345678', '+254712345678'],
    // Somalia.
    ['so', formatPhone('+252612345678'), '+252612345678'],
    ['so', '061 2345678', '+252612345678'],
    ['so', '612345678', '+252612345678'],
    ['so', '252 61 234 5678', '+252612345678'],
    // Turkey.
    ['tr', formatPhone('+905321234567'), '+905321234567'],
    ['tr', '0532 123 45 67', '+905321234567'],
    ['tr', '532.123.45.67', '+905321234567'],
    ['tr', '90 532 123 4567', '+905321234567'],
  ])('%s: %j → %s', (countryId, typed, e164) => {
    // With the destination filter: that destination's plan only.
    expect(mobilesOf(typed, countryId)).toContain(e164)
    expect(mobilesOf(typed, countryId).filter((number) => number.startsWith('+'))).toEqual([e164])
    // Without it: every destination's plan, this one's among them.
    expect(searchQueryOf(typed).mobiles).toContain(e164)
  })

  it('a number with its own +code is read by that code alone; without one, by each destination that can have it', () => {
    expect(searchQueryOf('+254 712 345 678').mobiles).toEqual(['+254712345678'])
    // 0712 345 678 is a mobile number in Kenya and in Tanzania (and more): each is looked up.
    expect(searchQueryOf('0712345678').mobiles).toEqual(expect.arrayContaining(['+254712345678', '+255712345678']))
    expect(searchQueryOf('0712345678', 'tz').mobiles).toEqual(['+255712345678', '0712345678'])
  })

  it('keeps the 10 digits a transfer made before E.164 stored; a fragment or a landline is no whole number', () => {
    expect(mobilesOf('612-555-0142')).toEqual(['6125550142'])
    expect(mobilesOf('712 345')).toEqual([])
    expect(mobilesOf('0201234567', 'ke')).toEqual(['0201234567'])
    expect(mobilesOf('Hodan')).toEqual([])
  })

  it('a phone-shaped query is matched in the index by its digits, without separators; a whole national number without its trunk 0', () => {
    expect(searchQueryOf('+254 712 345 678').words).toEqual(['+254712345678'])
    expect(searchQueryOf('0712 345 678').words).toEqual(['712345678'])
    // A fragment's 0 may be inside the number: kept.
    expect(searchQueryOf('012 345').words).toEqual(['012345'])
    const stored = searchDocumentOf(sampleRecord({ mobileNumber: '+254712345678' }))
    for (const typed of ['+254 712 345 678', '0712345678', '712 345 678', '254712345678', '345 678']) {
      expect(holdsEvery(stored, searchQueryOf(typed).words), typed).toBe(true)
    }
    expect(holdsEvery(stored, searchQueryOf('0712345679').words)).toBe(false)
  })
})

describe('names and e-mails: every word, in any order and case', () => {
  const record = sampleRecord({ firstName: 'Hodan', middleName: 'Ali', lastName: 'Warsame' })
  const sender = senderDocumentOf({ firstName: 'Gülşen', lastName: 'Öztürk', email: 'Gulsen.Ozturk@Example.com' })
  const document = `${searchDocumentOf(record)}\n${sender}`

  it.each(['Hodan Warsame', 'Warsame Hodan', 'WARSAME hodan', '  hodan   warsame ', 'hodan ali warsame', 'warsame, hodan', 'hod wars'])(
    'finds the recipient by %j',
    (typed) => {
      expect(holdsEvery(document, searchQueryOf(typed).words)).toBe(true)
    },
  )

  it.each(['Gülşen Öztürk', 'ozturk gulsen', 'GULSEN', 'gulsen.ozturk@example.com', 'GULSEN.OZTURK@EXAMPLE.COM', 'example.com'])(
    'finds the sender by %j',
    (typed) => {
      expect(holdsEvery(document, searchQueryOf(typed).words)).toBe(true)
    },
  )

  it.each(['Hodan Warsamo', 'Hodan Farah', 'gulsen.ozturk@example.org', 'Hodanx'])('misses %j (a near miss)', (typed) => {
    expect(holdsEvery(document, searchQueryOf(typed).words)).toBe(false)
  })
})

describe('invoices as stored and as lists show them', () => {
  it.each([
    ['KE-US-2298089492', { number: 'US-2298089492', letters: 'ke' }],
    ['ke-us-2298089492', { number: 'US-2298089492', letters: 'ke' }],
    [' KE-US-2298089492 ', { number: 'US-2298089492', letters: 'ke' }],
    ['US-2298089492', { number: 'US-2298089492' }],
    ['us-2298089492', { number: 'US-2298089492' }],
    // A label's letters are the country name's: accents are dropped as the index drops them.
    ['TÜ-US-2298089492', { number: 'US-2298089492', letters: 'tu' }],
  ])('%j is looked up whole', (typed, invoice) => {
    expect(searchQueryOf(typed).invoice).toEqual(invoice)
    expect(searchQueryOf(typed).words).toEqual(['us-2298089492'])
  })

  it("a label's beginning is searched by its number's, the letters checked on the label", () => {
    expect(searchQueryOf('KE-US-22980')).toMatchObject({ words: ['us-22980'], labelPrefix: 'ke-us-22980' })
    expect(searchQueryOf('KE-US-')).toEqual({ kind: 'invoice', mobiles: [], words: ['us-'], labelPrefix: 'ke-us-' })
  })
})
