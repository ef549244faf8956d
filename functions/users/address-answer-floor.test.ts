import { expect, it } from 'vitest'
import { SIGN_UP_CODE_SENT_MESSAGE } from '../../shared/auth/sign-up-confirmation'
import { UserSchema } from '../../shared/users/user'
import { DEFAULT_SIGN_UP_FLOOR_MS } from '../lib/config'
import { fileFakeWorld, WORLD_PASSWORD } from '../lib/testing/fake-world'
import { signUpInput, uniqueEmail } from './testing/accounts-api'

/**
 * The answers that must not tell whether an address has an account (a sign-up, one's own e-mail
 * change) tell it neither by their body (the stack's sign-up-confirmation and accounts tests) nor by
 * their time. Here the handlers run on the in-memory AWS with the floor every deployed stage has
 * (SIGN_UP_FLOOR_MS unset): each path takes milliseconds of work, so the floor is all that sets their
 * time. (The local test stacks run with no floor.)
 */
const world = fileFakeWorld(['signUp', 'updateUser'])

const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; answer: T }> => {
  const started = performance.now()
  const answer = await work()
  return { ms: performance.now() - started, answer }
}

it('answers a sign-up of a registered and of a new address alike, each no sooner than the floor', async () => {
  const signUp = (email: string) => timed(() => world.invoke('signUp', { as: 'none', body: signUpInput({ email }) }))
  const registered = await signUp(world.user.email)
  const fresh = await signUp(uniqueEmail('floor'))
  expect(registered.answer.status).toBe(202)
  expect({ status: fresh.answer.status, body: fresh.answer.body }).toEqual({ status: registered.answer.status, body: registered.answer.body })
  expect(JSON.parse(registered.answer.body)).toEqual({ message: SIGN_UP_CODE_SENT_MESSAGE })
  expect(registered.ms).toBeGreaterThanOrEqual(DEFAULT_SIGN_UP_FLOOR_MS)
  expect(fresh.ms).toBeGreaterThanOrEqual(DEFAULT_SIGN_UP_FLOOR_MS)
})

it("answers one's own change to a taken and to a free address alike, each no sooner than the floor", async () => {
  const change = (email: string) =>
    timed(() => world.invoke('updateUser', { as: 'user', params: { id: world.user.id }, body: { email, currentPassword: WORLD_PASSWORD } }))
  const taken = await change(world.other.email)
  const free = await change(uniqueEmail('floor-change'))
  expect([taken.answer.status, free.answer.status]).toEqual([200, 200])
  expect(UserSchema.parse(JSON.parse(taken.answer.body))).toMatchObject({ email: world.user.email, pendingEmail: world.other.email })
  expect(taken.ms).toBeGreaterThanOrEqual(DEFAULT_SIGN_UP_FLOOR_MS)
  expect(free.ms).toBeGreaterThanOrEqual(DEFAULT_SIGN_UP_FLOOR_MS)
})
