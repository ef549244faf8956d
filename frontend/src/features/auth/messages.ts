// Texts the auth screens show before their rules (zod, the schemas, the API client) have loaded.

/** The fallback when a failed sign-in answer carries no error text. */
export const SIGN_IN_FAILED_MESSAGE = 'Sign in failed. Please try again.'
