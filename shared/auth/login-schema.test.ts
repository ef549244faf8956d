import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { LoginSchema } from './login-schema'

function messages(input: unknown): [string, string][] {
  const result = z.safeParse(LoginSchema, input)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('LoginSchema', () => {
  it('accepts an email and a password, trimming and lower-casing the email only', () => {
    const result = z.safeParse(LoginSchema, { email: '  Amina@Example.COM ', password: ' Secret1! ' })
    expect(result.data).toEqual({ email: 'amina@example.com', password: ' Secret1! ' })
  })

  it('does not check the email format: a wrong email just fails to sign in', () => {
    expect(z.safeParse(LoginSchema, { email: 'not-an-email', password: 'x' }).data).toEqual({
      email: 'not-an-email',
      password: 'x',
    })
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['whitespace only', '   '],
    ['a number', 7],
    ['null', null],
  ])('an email that is %s gives "Email is required!"', (_label, email) => {
    expect(messages({ email, password: 'Secret1!' })).toEqual([['email', 'Email is required!']])
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['whitespace only', ' \t '],
    ['a number', 7],
    ['null', null],
  ])('a password that is %s gives "Password is required!"', (_label, password) => {
    expect(messages({ email: 'a@b.co', password })).toEqual([['password', 'Password is required!']])
  })

  it('reports both fields of an empty form', () => {
    expect(messages({})).toEqual([
      ['email', 'Email is required!'],
      ['password', 'Password is required!'],
    ])
  })

  it('caps the email at 254 and the password at 128 characters', () => {
    expect(messages({ email: 'e'.repeat(254), password: 'p'.repeat(128) })).toEqual([])
    expect(messages({ email: 'e'.repeat(255), password: 'p'.repeat(129) })).toEqual([
      ['email', 'Email must be at most 254 characters'],
      ['password', 'Password must be at most 128 characters'],
    ])
  })

  it('refuses any over-long value without throwing', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 129, maxLength: 600 }).filter((s) => s.trim().length > 254),
        (value) => {
          expect(messages({ email: value, password: value }).map(([path]) => path)).toEqual(['email', 'password'])
        },
      ),
    )
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (email, password) => {
        expect(() => z.safeParse(LoginSchema, { email, password })).not.toThrow()
      }),
    )
  })
})
