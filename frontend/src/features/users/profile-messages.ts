import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { USER_NOT_FOUND_MESSAGE } from '../../../../shared/users/user-messages'

/**
 * The profile screens' texts (spec 2.12 and 8) and timings (spec 9). The screens' own texts are
 * messages (render with `i18n._`); `notFound` is the server's text, shown as it is.
 */
export const PROFILE_MESSAGES = {
  loading: msg`Loading your profile information...`,
  slow: msg`This is taking longer than expected.`,
  timedOut: msg`Failed to load profile data: Request timed out. Server might be down or overloaded.`,
  notFound: USER_NOT_FOUND_MESSAGE,
  noId: msg`No profile ID provided. Please specify a user to view.`,
  idRequired: msg`Profile ID is required`,
  noData: msg`No user data received`,
  notProvided: msg`Not provided`,
  notAvailable: msg`Not available`,
  verified: msg`Verified`,
  pending: msg`Pending Verification`,
} as const

/** Spec 8: 'Failed to load profile data: ' and why (the request's own error text). */
export const profileLoadFailed = (reason: string): MessageDescriptor => msg`Failed to load profile data: ${reason}`

/** Spec 9: the profile request gives up after 15 s … */
export const PROFILE_TIMEOUT_MS = 15_000
/** … and says it is slow after 10 s. */
export const PROFILE_SLOW_MS = 10_000
