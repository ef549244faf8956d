import * as z from 'zod/mini'
import { LoginSchema, type Login } from '../../../../../shared/auth/login-schema'

// The sign-in form's rules, loaded on the form's first focus or submit (see sign-in-form.tsx).

export type LoginField = 'email' | 'password'

/** What a field says once left: spec 5's 'Email is required!' / 'Password is required!' when blank (LoginSchema). */
export function loginFieldError(field: LoginField, values: Record<LoginField, string>): string | undefined {
  const parsed = z.safeParse(LoginSchema, values)
  if (parsed.success) return undefined
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message
}

/** The login payload (email trimmed and lower-cased), or undefined when a field breaks a rule. */
export function parseLogin(values: Record<LoginField, string>): Login | undefined {
  const parsed = z.safeParse(LoginSchema, values)
  return parsed.success ? parsed.data : undefined
}
