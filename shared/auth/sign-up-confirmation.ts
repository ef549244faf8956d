import * as z from 'zod/mini'

/**
 * Sign-up confirms the e-mail address before the first sign-in (issue 14 finding 7). Sign-up answers
 * every valid request the same way, whether or not the address has an account, so it tells nobody
 * who is a customer; the code arrives by e-mail, and a sign-in with the password and that code
 * finishes the account.
 */
export const SIGN_UP_CODE_SENT_MESSAGE = 'We have sent a 6-digit code to your e-mail address. Enter it to confirm the address and finish signing up.'

/** The stable `code` of the 403 a password sign-in of an account still waiting for its e-mail code gets. */
export const EMAIL_NOT_CONFIRMED_CODE = 'EMAIL_NOT_CONFIRMED'
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Confirm your e-mail address to sign in: we have sent a new code to it.'

export const SIGN_UP_CODE_MESSAGES = {
  required: 'Enter the code we sent to your e-mail',
  format: 'The code is 6 digits',
} as const

/** The code Cognito e-mailed to confirm the address: six digits, spaces around it forgiven. */
export const SignUpCodeSchema = z
  .string(SIGN_UP_CODE_MESSAGES.required)
  .check(z.trim(), z.minLength(1, SIGN_UP_CODE_MESSAGES.required), z.regex(/^\d{6}$/, SIGN_UP_CODE_MESSAGES.format))
