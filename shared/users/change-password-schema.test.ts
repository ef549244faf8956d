import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { SIGN_UP_MESSAGES } from '../auth/signup-schema'
import { CHANGE_PASSWORD_MESSAGES, ChangePasswordSchema } from './change-password-schema'

const messages = (body: unknown) => {
  const parsed = z.safeParse(ChangePasswordSchema, body)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('ChangePasswordSchema', () => {
  it('accepts the current password as typed and a new one under the sign-up rules', () => {
    expect(z.parse(ChangePasswordSchema, { currentPassword: ' old pass ', newPassword: 'New-Passw0rd!' })).toEqual({
      currentPassword: ' old pass ',
      newPassword: 'New-Passw0rd!',
    })
  })

  it('asks for the current password', () => {
    expect(messages({ currentPassword: '', newPassword: 'New-Passw0rd!' })).toEqual({ currentPassword: CHANGE_PASSWORD_MESSAGES.currentRequired })
    expect(messages({ newPassword: 'New-Passw0rd!' })).toEqual({ currentPassword: CHANGE_PASSWORD_MESSAGES.currentRequired })
  })

  it.each([
    ['', SIGN_UP_MESSAGES.password.required],
    ['Sh0rt!', SIGN_UP_MESSAGES.password.min],
    ['lowercase-only1!', SIGN_UP_MESSAGES.password.uppercase],
    ['UPPERCASE-ONLY1!', SIGN_UP_MESSAGES.password.lowercase],
    ['No-Digits-Here!', SIGN_UP_MESSAGES.password.digit],
    ['NoSymbols1234', SIGN_UP_MESSAGES.password.symbol],
  ])('gives the spec 5 message for the new password %j', (newPassword, message) => {
    expect(messages({ currentPassword: 'Old-Passw0rd!', newPassword }).newPassword).toBe(message)
  })

  it('refuses a new password equal to the current one, on the new password', () => {
    expect(messages({ currentPassword: 'Same-Passw0rd!', newPassword: 'Same-Passw0rd!' })).toEqual({ newPassword: CHANGE_PASSWORD_MESSAGES.same })
  })
})
