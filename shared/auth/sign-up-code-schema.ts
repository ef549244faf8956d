import * as z from 'zod/mini'
import { SIGN_UP_CODE_MESSAGES } from './sign-up-confirmation'

/** The code Cognito e-mailed to confirm the address: six digits, spaces around it forgiven. */
export const SignUpCodeSchema = z
  .string(SIGN_UP_CODE_MESSAGES.required)
  .check(z.trim(), z.minLength(1, SIGN_UP_CODE_MESSAGES.required), z.regex(/^\d{6}$/, SIGN_UP_CODE_MESSAGES.format))
