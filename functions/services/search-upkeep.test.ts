import { describe, expect, it } from 'vitest'
import { senderTermsOf } from './search-upkeep'

describe("the sender's terms a profile item gives the index", () => {
  it('reads the name and e-mail alone, whatever else the profile holds', () => {
    const item = { pk: 'USER#sub-1', sk: 'PROFILE', firstName: 'Gülşen', lastName: 'Öztürk', email: 'g@example.com', language: 'tr', revoked: [1, 2] }
    expect(senderTermsOf(item)).toEqual({ firstName: 'Gülşen', lastName: 'Öztürk', email: 'g@example.com' })
  })

  it('gives none for no profile or one without a name, so such an item never holds up the stream', () => {
    expect(senderTermsOf(undefined)).toBeUndefined()
    expect(senderTermsOf({ pk: 'USER#sub-1', sk: 'PROFILE', language: 'so' })).toBeUndefined()
  })
})
