/**
 * Two-factor sign-in's constants, without schemas: the request wrapper and every Lambda
 * import these, and the schemas in two-factor.ts would bring zod checks into every bundle.
 */

/** The stable `code` of the 403 a staff account without two-factor sign-in gets from a staff route: the SPA opens the enrolment. */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED'

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Remit'

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is 6 digits',
  codeWrong: 'That code is not right. Enter the newest code from your authenticator app.',
  challengeExpired: 'Signing in took too long. Enter your email and password again.',
  staffRequired: 'Staff accounts need two-factor sign-in. Turn it on in Profile Settings to use staff screens.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  setupExpired: 'The setup has expired. Start again and scan the new QR code.',
  reasonRequired: 'Give the reason for the reset',
  reasonMax: 'The reason must be at most 500 characters',
  ownReset: 'Turn off your own two-factor sign-in in Profile Settings.',
} as const

/** The stable `code` of the 403 a sign-in gets when Cognito's settings of the account no longer match ours (services/cognito-drift.ts). */
export const ACCOUNT_LOCKED_FOR_REVIEW_CODE = 'ACCOUNT_SECURITY_REVIEW'

export const ACCOUNT_SECURITY_MESSAGES = {
  changedOutside: 'The sign-in settings of this account were changed outside Remit. For your safety it is locked: contact support.',
} as const
