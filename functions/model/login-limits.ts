/**
 * The sign-in attempt limits (counted in store/login-attempts.ts): attempts per address and client,
 * per address from every client, in one window; and how long a browser that signed in is known.
 */
export const MAX_FAILED_LOGINS = 5
export const MAX_ADDRESS_FAILURES = 50
export const LOCKOUT_MINUTES = 15
export const LOCKED_MESSAGE = `Too many failed sign-in attempts. Please try again in ${LOCKOUT_MINUTES} minutes.`
/** How long a browser that signed in is recognised as the owner's device. */
export const DEVICE_DAYS = 180
