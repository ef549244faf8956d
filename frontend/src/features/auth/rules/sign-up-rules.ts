import * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { signUpSchema, TERMS_MESSAGE } from '../../../../../shared/auth/signup-schema'
import { callApi } from '../../../lib/api-client'
import type { SignUpField } from '../../../components/form/person-fields'
import { EMPTY_SIGN_UP, type SignUpValues } from '../components/sign-up-fields'

// The sign-up wizard's rules and its call, loaded on the form's first focus or submit (see
// sign-up-wizard.tsx): zod, the shared schema, the route table and the API client stay out of the
// page's first load.

export { signUpSchema, TERMS_MESSAGE }

export type SignUpBody = z.output<ReturnType<typeof signUpSchema>>

/** The fields that break a rule of `schema` (the server's own), for the wizard's Next button. */
export function invalidFields(schema: ReturnType<typeof signUpSchema>, values: SignUpValues): ReadonlySet<SignUpField> {
  const parsed = z.safeParse(schema, values)
  if (parsed.success) return new Set()
  return new Set(
    parsed.error.issues.map((issue) => issue.path[0]).filter((field): field is SignUpField => typeof field === 'string' && field in EMPTY_SIGN_UP),
  )
}

/** POST /api/user/signup. Throws an ApiError with the server's text, else `fallbackMessage`. */
export const registerUser = (body: SignUpBody, fallbackMessage: string) => callApi(userRoutes.signUp, { body, fallbackMessage })
