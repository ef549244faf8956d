/** Refusals about accounts that the server sends and the SPA shows (spec 8's 'User profile not found'). */
export const USER_NOT_FOUND_MESSAGE = 'User profile not found'
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists'
