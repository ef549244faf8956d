import { afterAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { ErrorBodySchema } from '../../shared/api/route-definition'
import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '../../shared/api/route-table/newsletter'
import { FunctionEnvSchema, localStackClients } from '../users/testing/local-stack'
import { testStack } from '../lib/testing/test-stack'

const baseUrl = testStack().baseUrl
const stack = localStackClients(FunctionEnvSchema.parse(testStack().functionEnv))
afterAll(() => stack.destroy())

const MessageSchema = z.object({ message: z.string() })
const SubscriberSchema = z.object({ pk: z.string(), sk: z.literal('NEWSLETTER'), email: z.string(), createdAt: z.iso.datetime() })

const subscribe = (body: unknown) =>
  fetch(`${baseUrl}/api/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

describe('newsletter subscription on the local stack', () => {
  const email = `news-${Date.now()}@example.com`

  it('stores a new address (trimmed, lower-cased) and answers 202', async () => {
    const response = await subscribe({ email: `  ${email.toUpperCase()} ` })
    expect(response.status).toBe(202)
    expect(MessageSchema.parse(await response.json()).message).toBe(NEWSLETTER_SUBSCRIBED_MESSAGE)

    const item = SubscriberSchema.parse(await stack.getItem(`NEWSLETTER#${email}`, 'NEWSLETTER'))
    expect(item).toMatchObject({ pk: `NEWSLETTER#${email}`, email })
  })

  it('answers the same 202 for an address already subscribed, and keeps the first item', async () => {
    const before = SubscriberSchema.parse(await stack.getItem(`NEWSLETTER#${email}`, 'NEWSLETTER'))
    const response = await subscribe({ email })
    expect(response.status).toBe(202)
    expect(MessageSchema.parse(await response.json()).message).toBe(NEWSLETTER_SUBSCRIBED_MESSAGE)
    expect(await stack.getItem(`NEWSLETTER#${email}`, 'NEWSLETTER')).toEqual(before)
  })

  it('refuses an invalid address with 400 and the sign-up message', async () => {
    const response = await subscribe({ email: 'not-an-email' })
    expect(response.status).toBe(400)
    const body = ErrorBodySchema.parse(await response.json())
    expect(body).toMatchObject({ error: 'Invalid email address', fields: { email: 'Invalid email address' } })
    expect(await stack.getItem('NEWSLETTER#not-an-email', 'NEWSLETTER')).toBeUndefined()
  })

  it('refuses a missing address with 400', async () => {
    const response = await subscribe({})
    expect(response.status).toBe(400)
    expect(ErrorBodySchema.parse(await response.json()).fields?.email).toBe('Email is required')
  })
})
