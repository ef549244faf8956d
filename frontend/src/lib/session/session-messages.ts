import { msg } from '@lingui/core/macro'

// Texts the sign-in screen shows before the session's API module (zod, the route table) has loaded.

/** The fallback when a failed sign-in answer carries no error text (render with `i18n._`). */
export const SIGN_IN_FAILED_MESSAGE = msg`Sign in failed. Please try again.`
