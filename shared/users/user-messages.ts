/** Refusals about accounts that the server sends and the SPA shows (spec 8's 'User profile not found'). */
export const USER_NOT_FOUND_MESSAGE = 'User profile not found'
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists'

/** Texts of an e-mail change, shown by the SPA as the API answers them. */
export const EMAIL_CHANGE_MESSAGES = {
  passwordNeeded: 'Enter your current password to change your e-mail',
  nothingPending: 'No e-mail change is waiting for a code',
  codeRequired: 'Enter the code we sent to your new address',
  codeFormat: 'The code is 6 digits',
} as const
