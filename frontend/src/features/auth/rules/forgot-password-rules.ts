import * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { CONFIRM_PASSWORD_MESSAGES } from '../../../../../shared/users/change-password-schema'
import { callApi } from '../../../lib/api-client'

// The forgot-password form's rules and calls, loaded on the form's first focus or submit (see
// forgot-password-form.tsx): zod, the route table and the API client stay out of the page's first load.

export const PASSWORDS_DIFFER_MESSAGE = CONFIRM_PASSWORD_MESSAGES.differ
export const CONFIRM_REQUIRED_MESSAGE = CONFIRM_PASSWORD_MESSAGES.required

const RequestSchema = userRoutes.forgotPassword.body
const ResetSchema = userRoutes.resetPassword.body

export type ResetField = 'code' | 'password' | 'confirm'
export type ResetValues = Record<ResetField, string>
type Errors<F extends string> = Partial<Record<F, string>>

function firstErrors<F extends string>(error: z.core.$ZodError, fields: readonly F[]): Errors<F> {
  const errors: Errors<F> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) errors[field as F] ??= issue.message
  }
  return errors
}

export function emailError(email: string): string | undefined {
  const parsed = z.safeParse(RequestSchema, { email })
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

export function resetErrors(email: string, values: ResetValues): Errors<ResetField> {
  const parsed = z.safeParse(ResetSchema, { email, code: values.code, password: values.password })
  const errors: Errors<ResetField> = parsed.success ? {} : firstErrors<ResetField>(parsed.error, ['code', 'password'])
  if (!values.confirm) errors.confirm = CONFIRM_REQUIRED_MESSAGE
  else if (values.confirm !== values.password) errors.confirm = PASSWORDS_DIFFER_MESSAGE
  return errors
}

/** The request body (the e-mail address normalised), or undefined when it breaks a rule. */
export function parseRequest(email: string) {
  const parsed = z.safeParse(RequestSchema, { email })
  return parsed.success ? parsed.data : undefined
}

/** The reset body, or undefined when the code or the password breaks a rule. */
export function parseReset(email: string, values: ResetValues) {
  const parsed = z.safeParse(ResetSchema, { email, code: values.code, password: values.password })
  return parsed.success ? parsed.data : undefined
}

type RequestBody = NonNullable<ReturnType<typeof parseRequest>>
type ResetBody = NonNullable<ReturnType<typeof parseReset>>

/** POST /api/user/forgot-password: the server's answer is the same for every address. */
export const requestResetCode = (body: RequestBody, fallbackMessage: string) => callApi(userRoutes.forgotPassword, { body, fallbackMessage })

/** POST /api/user/reset-password. */
export const resetPassword = (body: ResetBody, fallbackMessage: string) => callApi(userRoutes.resetPassword, { body, fallbackMessage })
