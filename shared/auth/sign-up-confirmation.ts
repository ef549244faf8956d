/**
 * Sign-up confirms the e-mail address before the first sign-in. Sign-up answers
 * every valid request the same way, whether or not the address has an account, so it tells nobody
 * who is a customer; the code arrives by e-mail, and a sign-in with the password and that code
 * finishes the account. No zod here: the sign-in page needs only these constants on its first load
 * (the code's schema is sign-up-code-schema.ts).
 */
export const SIGN_UP_CODE_SENT_MESSAGE = 'We have sent a 6-digit code to your e-mail address. Enter it to confirm the address and finish signing up.'

/** The stable `code` of the 403 a password sign-in of an account still waiting for its e-mail code gets. */
export const EMAIL_NOT_CONFIRMED_CODE = 'EMAIL_NOT_CONFIRMED'
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'Confirm your e-mail address to sign in: we have sent a new code to it.'

export const SIGN_UP_CODE_MESSAGES = {
  required: 'Enter the code we sent to your e-mail',
  format: 'The code is 6 digits',
} as const
