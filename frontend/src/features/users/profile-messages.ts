import { USER_NOT_FOUND_MESSAGE } from '../../../../shared/users/user-messages'

/** The profile screens' texts (spec 2.12 and 8) and timings (spec 9). */
export const PROFILE_MESSAGES = {
  loading: 'Loading your profile information...',
  slow: 'This is taking longer than expected.',
  failed: 'Failed to load profile data: ',
  timedOut: 'Request timed out. Server might be down or overloaded.',
  notFound: USER_NOT_FOUND_MESSAGE,
  noId: 'No profile ID provided. Please specify a user to view.',
  idRequired: 'Profile ID is required',
  noData: 'No user data received',
  notProvided: 'Not provided',
  notAvailable: 'Not available',
  verified: 'Verified',
  pending: 'Pending Verification',
} as const

/** Spec 9: the profile request gives up after 15 s … */
export const PROFILE_TIMEOUT_MS = 15_000
/** … and says it is slow after 10 s. */
export const PROFILE_SLOW_MS = 10_000
