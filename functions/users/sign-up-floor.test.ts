import { expect, it } from 'vitest'
import { SIGN_UP_CODE_SENT_MESSAGE } from '../../shared/auth/sign-up-confirmation'
import { DEFAULT_SIGN_UP_FLOOR_MS } from '../lib/config'
import { fileFakeWorld } from '../lib/testing/fake-world'
import { signUpInput, uniqueEmail } from './testing/accounts-api'

/**
 * Sign-up's answer tells nobody whether an address has an account: not by its body (the stack's
 * sign-up-confirmation tests) and not by its time. Here the handler runs on the in-memory AWS with the
 * floor every deployed stage has (SIGN_UP_FLOOR_MS unset): both paths take milliseconds of work, so the
 * floor is all that sets their time. (The local test stacks sign up with no floor.)
 */
const world = fileFakeWorld(['signUp'])

it('answers a registered and a new address alike, each no sooner than the floor', async () => {
  const timed = async (email: string) => {
    const started = performance.now()
    const answer = await world.invoke('signUp', { as: 'none', body: signUpInput({ email }) })
    return { ms: performance.now() - started, status: answer.status, body: answer.body }
  }
  const registered = await timed(world.user.email)
  const fresh = await timed(uniqueEmail('floor'))
  expect(registered.status).toBe(202)
  expect({ status: fresh.status, body: fresh.body }).toEqual({ status: registered.status, body: registered.body })
  expect(JSON.parse(registered.body)).toEqual({ message: SIGN_UP_CODE_SENT_MESSAGE })
  expect(registered.ms).toBeGreaterThanOrEqual(DEFAULT_SIGN_UP_FLOOR_MS)
  expect(fresh.ms).toBeGreaterThanOrEqual(DEFAULT_SIGN_UP_FLOOR_MS)
})
