/**
 * The password rules of spec 5/9: at least 8 characters with an upper-case letter, a lower-case
 * letter, a digit and a special character. The Cognito user pool (CDK and local) is configured from
 * this, and the sign-up schema checks the same rules with the spec's messages.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireUppercase: true,
  requireLowercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const
