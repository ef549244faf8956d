// Texts the auth screens show before their rules (zod, the schemas, the API client) have loaded.

/** The fallback when a failed sign-in answer carries no error text. */
export const SIGN_IN_FAILED_MESSAGE = 'Sign in failed. Please try again.'

/** The password policy (shared/auth/password-policy.ts) as every new-password field explains it. */
export const PASSWORD_HINT = 'At least 8 characters with an upper-case letter, a lower-case letter, a number and a special character.'
