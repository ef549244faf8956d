import * as z from 'zod/mini'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import { signUpSchema, TERMS_MESSAGE } from '../../../../../shared/auth/signup-schema'
import { callApi } from '../../../lib/api-client'
import type { SignUpField } from '../../../components/form/person-fields'
import { EMPTY_SIGN_UP, type SignUpValues } from '../components/sign-up-fields'

// The sign-up wizard's rules and its call, loaded on the form's first focus or submit (see
// sign-up-wizard.tsx): zod, the shared schema, the route table and the API client stay out of the
// page's first load.

export { TERMS_MESSAGE }

export type SignUpErrors = Partial<Record<SignUpField, string>>
export type SignUpBody = z.output<ReturnType<typeof signUpSchema>>

export interface SignUpRules {
  /** The first message of each field, from the same schema the server uses. */
  validate(values: SignUpValues): SignUpErrors
  /** The schema's flat output to send, or undefined when a field breaks a rule. */
  parse(values: SignUpValues): SignUpBody | undefined
}

/** The rules with `today` as the date the age is counted from. */
export function signUpRules(today: Date): SignUpRules {
  const schema = signUpSchema(today)
  return {
    validate(values) {
      const parsed = z.safeParse(schema, values)
      if (parsed.success) return {}
      const errors: SignUpErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (typeof field === 'string' && field in EMPTY_SIGN_UP) errors[field as SignUpField] ??= issue.message
      }
      return errors
    },
    parse(values) {
      const parsed = z.safeParse(schema, values)
      return parsed.success ? parsed.data : undefined
    },
  }
}

/** POST /api/user/signup. Throws an ApiError with the server's text, else `fallbackMessage`. */
export const registerUser = (body: SignUpBody, fallbackMessage: string) => callApi(userRoutes.signUp, { body, fallbackMessage })
