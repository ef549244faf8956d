import { describe, expect, it } from 'vitest'
import { SERVER_MESSAGES } from '../../frontend/src/lib/i18n/server-messages'
import { messageCode } from '../../shared/i18n/message-code'
import { serverMessages } from './server-messages'

describe('the server texts the catalogs translate', () => {
  it('are every message of shared/ and functions/, as generated (npm run i18n:server-messages)', async () => {
    const generated = Object.fromEntries(Object.entries(SERVER_MESSAGES).map(([code, descriptor]) => [code, descriptor.message]))
    expect(generated).toEqual(Object.fromEntries(await serverMessages()))
  })

  it('include the spec texts a sender meets on the send flow and at sign-up', async () => {
    const texts = [...(await serverMessages()).values()]
    expect(texts).toEqual(
      expect.arrayContaining(['Please enter a valid 16-digit card number', 'CVV must be 3 digits', 'You must be at least 18 years old']),
    )
  })

  it('are filed under their code', async () => {
    for (const [code, text] of await serverMessages()) expect(messageCode(text)).toBe(code)
  })
})
