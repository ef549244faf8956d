import { EMAIL_TAKEN_MESSAGE } from '../../shared/users/user-messages'
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserMFAPreferenceCommand,
  AssociateSoftwareTokenCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  VerifySoftwareTokenCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { cognito } from '../lib/clients'
import { config } from '../lib/config'
import { TWO_FACTOR_MESSAGES } from '../../shared/auth/two-factor-messages'
import { BadRequestError, ConflictError, TooManyRequestsError, UnauthorizedError } from '../lib/errors'

/**
 * The Cognito side of accounts. Users are created by the API (the pool has no self sign-up), with
 * their e-mail as username, and signed in with ADMIN_USER_PASSWORD_AUTH. A sign-up's address is
 * not verified until its owner enters the code Cognito e-mails ({@link sendEmailCode},
 * {@link confirmCognitoEmail}); only the operator's `admin:create` marks its own address verified.
 *
 * Calls about an existing account name it by its subject (our user id), which Cognito accepts as
 * the username of a pool that signs in by e-mail: while an e-mail change waits for its code,
 * Cognito keeps the old address (keepOriginal) but cognito-local moves the alias at once, and the
 * subject names the user in both. Our e-mail claim (users-store `findUserIdByEmail`) finds it from an address.
 */
const pool = () => ({ UserPoolId: config().USER_POOL_ID })
const client = () => ({ ClientId: config().USER_POOL_CLIENT_ID })
const nameOf = (error: unknown) => (error instanceof Error ? error.name : '')

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password'
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'
export const INVALID_CODE_MESSAGE = 'The code is invalid or has expired. Request a new one.'
const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.'

export interface Tokens {
  accessToken: string
  refreshToken?: string
  expiresInSeconds: number
}

/**
 * Creates a user with a permanent password; returns its subject (our user id). `emailVerified`
 * only for an address the operator vouches for (admin bootstrap): a sign-up proves its own by code.
 */
export async function createCognitoUser(email: string, password: string, options: { emailVerified: boolean }): Promise<string> {
  let sub: string | undefined
  try {
    const created = await cognito().send(
      new AdminCreateUserCommand({
        ...pool(),
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: String(options.emailVerified) },
        ],
      }),
    )
    sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value
  } catch (error) {
    if (nameOf(error) === 'UsernameExistsException') throw new ConflictError(EMAIL_TAKEN_MESSAGE)
    throw error
  }
  try {
    sub ??= (await cognitoSubject(email))?.sub
    if (!sub) throw new Error('Cognito returned no subject for the new user')
    await cognito().send(new AdminSetUserPasswordCommand({ ...pool(), Username: email, Password: password, Permanent: true }))
    return sub
  } catch (error) {
    await deleteCognitoUser(email)
    if (nameOf(error) === 'InvalidPasswordException')
      throw new BadRequestError('Password does not meet the requirements', { password: 'Password does not meet the requirements' })
    throw error
  }
}

/** The subject and creation time of an existing user, or undefined when Cognito has no such user. */
export async function cognitoSubject(email: string): Promise<{ sub: string; createdAt: Date } | undefined> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ ...pool(), Username: email }))
    const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value
    return sub ? { sub, createdAt: user.UserCreateDate ?? new Date(0) } : undefined
  } catch (error) {
    if (nameOf(error) === 'UserNotFoundException') return undefined
    throw error
  }
}

/** Deletes a user (`username`: the subject, or an address); deleting one that is already gone is fine. */
export async function deleteCognitoUser(username: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ ...pool(), Username: username }))
  } catch (error) {
    if (nameOf(error) !== 'UserNotFoundException') throw error
  }
}

export async function setCognitoPassword(username: string, password: string): Promise<void> {
  await cognito().send(new AdminSetUserPasswordCommand({ ...pool(), Username: username, Password: password, Permanent: true }))
}

/**
 * Asks for an e-mail change: Cognito sends a code to the new address, which must be entered
 * ({@link confirmCognitoEmail}) before the address counts. Nothing here marks it verified.
 */
export async function requestCognitoEmailChange(sub: string, newEmail: string): Promise<void> {
  try {
    await cognito().send(new AdminUpdateUserAttributesCommand({ ...pool(), Username: sub, UserAttributes: [{ Name: 'email', Value: newEmail }] }))
  } catch (error) {
    if (nameOf(error) === 'AliasExistsException' || nameOf(error) === 'UsernameExistsException') {
      throw new ConflictError(EMAIL_TAKEN_MESSAGE)
    }
    throw error
  }
}

/**
 * Gives a user back the address its profile holds (verified, as it was), dropping an e-mail change
 * that waits for its code: the new address stops being this user's in Cognito (cognito-local had
 * moved the alias at once), so its real owner can sign up with it.
 */
export async function restoreCognitoEmail(sub: string, email: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      ...pool(),
      Username: sub,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  )
}

/** Whether Cognito has this address as the user's verified e-mail (an e-mail change confirmed there already). */
export async function cognitoHasVerifiedEmail(sub: string, email: string): Promise<boolean> {
  const user = await cognito().send(new AdminGetUserCommand({ ...pool(), Username: sub }))
  const value = (name: string) => user.UserAttributes?.find((attribute) => attribute.Name === name)?.Value
  return value('email') === email && value('email_verified') === 'true'
}

/** What Cognito holds about a user that decides who can sign in: the e-mail address and whether it asks for an authenticator code. */
export interface CognitoSecuritySettings {
  email: string | undefined
  totpOn: boolean
}

/** {@link CognitoSecuritySettings} of the user (`sub`), read with AdminGetUser; undefined when Cognito has no such user. */
export async function cognitoSecuritySettings(sub: string): Promise<CognitoSecuritySettings | undefined> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ ...pool(), Username: sub }))
    const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value
    const totpOn = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA') || user.PreferredMfaSetting === 'SOFTWARE_TOKEN_MFA'
    return { email: email?.toLowerCase(), totpOn }
  } catch (error) {
    if (nameOf(error) === 'UserNotFoundException') return undefined
    throw error
  }
}

/** Has Cognito e-mail a code that proves the address (GetUserAttributeVerificationCode, with the user's own access token). */
export async function sendEmailCode(accessToken: string): Promise<void> {
  try {
    await cognito().send(new GetUserAttributeVerificationCodeCommand({ AccessToken: accessToken, AttributeName: 'email' }))
  } catch (error) {
    if (nameOf(error) === 'LimitExceededException' || nameOf(error) === 'TooManyRequestsException') {
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE)
    }
    throw error
  }
}

/** Proves the address (a new one, or a sign-up's) with the code sent there, with the user's own access token (VerifyUserAttribute). */
export async function confirmCognitoEmail(accessToken: string, code: string): Promise<void> {
  try {
    await cognito().send(new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: code }))
  } catch (error) {
    if (['CodeMismatchException', 'ExpiredCodeException'].includes(nameOf(error))) {
      throw new BadRequestError(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE })
    }
    if (nameOf(error) === 'LimitExceededException' || nameOf(error) === 'TooManyFailedAttemptsException') {
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE)
    }
    throw error
  }
}

function tokensOf(result: { AccessToken?: string; RefreshToken?: string; ExpiresIn?: number } | undefined): Tokens {
  if (!result?.AccessToken) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
  return {
    accessToken: result.AccessToken,
    ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}),
    expiresInSeconds: result.ExpiresIn ?? 3600,
  }
}

const SIGN_IN_REFUSALS = [
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]

/** A password Cognito accepted for an account with two-factor sign-in: its code challenge (valid 3 minutes). */
export interface TwoFactorPending {
  challenge: string
}

/**
 * Password sign-in (`username`: the subject, or an address), server side only:
 * AdminInitiateAuth needs IAM credentials, and the app client allows no USER_PASSWORD_AUTH, so
 * nobody can skip our lockout by asking Cognito directly. Wrong password and unknown user are the
 * same 401. An account with two-factor sign-in gets Cognito's SOFTWARE_TOKEN_MFA challenge instead
 * of tokens ({@link answerTwoFactorChallenge}).
 */
export async function passwordSignIn(username: string, password: string): Promise<Tokens | TwoFactorPending> {
  try {
    const out = await cognito().send(
      new AdminInitiateAuthCommand({
        ...pool(),
        ...client(),
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    )
    if (out.ChallengeName === 'SOFTWARE_TOKEN_MFA' && out.Session) return { challenge: out.Session }
    return tokensOf(out.AuthenticationResult)
  } catch (error) {
    // Cognito says NotAuthorizedException for a wrong password; cognito-local says InvalidPasswordException.
    if (SIGN_IN_REFUSALS.includes(nameOf(error))) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
    throw error
  }
}

/** A password sign-in of an account that cannot have two-factor sign-in yet (a sign-up finishing): tokens or 401. */
export async function signInWithPassword(username: string, password: string): Promise<Tokens> {
  const answer = await passwordSignIn(username, password)
  if ('challenge' in answer) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
  return answer
}

/**
 * The second step: the code from the user's authenticator app for the challenge of
 * {@link passwordSignIn}. A wrong code is a 400 on the code; a spent or expired challenge a 401
 * (sign in again).
 */
export async function answerTwoFactorChallenge(username: string, challenge: string, code: string): Promise<Tokens> {
  try {
    const out = await cognito().send(
      new AdminRespondToAuthChallengeCommand({
        ...pool(),
        ...client(),
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge,
        ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    )
    return tokensOf(out.AuthenticationResult)
  } catch (error) {
    if (nameOf(error) === 'CodeMismatchException') throw wrongCode()
    if (['NotAuthorizedException', 'ExpiredCodeException', 'InvalidParameterException', 'UserNotFoundException'].includes(nameOf(error))) {
      throw new UnauthorizedError(TWO_FACTOR_MESSAGES.challengeExpired)
    }
    if (nameOf(error) === 'TooManyFailedAttemptsException' || nameOf(error) === 'LimitExceededException') {
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE)
    }
    throw error
  }
}

const wrongCode = () => new BadRequestError(TWO_FACTOR_MESSAGES.codeWrong, { code: TWO_FACTOR_MESSAGES.codeWrong })

/** A new authenticator secret for the signed-in user (AssociateSoftwareToken, with their access token); nothing is on until {@link confirmSoftwareToken}. */
export async function associateSoftwareToken(accessToken: string): Promise<string> {
  const out = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }))
  if (!out.SecretCode) throw new Error('Cognito returned no secret for the authenticator')
  return out.SecretCode
}

/**
 * Proves the app holds the secret (VerifySoftwareToken, with an access token of the API's own
 * step-up sign-in); nothing asks for codes until {@link enableSoftwareToken}.
 */
export async function confirmSoftwareToken(accessToken: string, code: string): Promise<void> {
  try {
    const verified = await cognito().send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Authenticator app' }),
    )
    if (verified.Status !== 'SUCCESS') throw wrongCode()
  } catch (error) {
    if (['CodeMismatchException', 'EnableSoftwareTokenMFAException'].includes(nameOf(error))) throw wrongCode()
    if (nameOf(error) === 'InvalidParameterException' || nameOf(error) === 'SoftwareTokenMFANotFoundException') {
      throw new ConflictError(TWO_FACTOR_MESSAGES.setupExpired)
    }
    throw error
  }
}

/** Makes the verified authenticator the user's second factor (AdminSetUserMFAPreference): from the next sign-in, Cognito asks for a code. */
export async function enableSoftwareToken(username: string): Promise<void> {
  await cognito().send(
    new AdminSetUserMFAPreferenceCommand({ ...pool(), Username: username, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
  )
}

/** Turns the user's authenticator off as a second factor (`username`: the subject): their own choice after a code, or a super admin's reset. */
export async function disableSoftwareToken(username: string): Promise<void> {
  await cognito().send(
    new AdminSetUserMFAPreferenceCommand({ ...pool(), Username: username, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
  )
}

export async function refreshSession(refreshToken: string): Promise<Tokens> {
  try {
    const out = await cognito().send(
      new InitiateAuthCommand({ ...client(), AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    )
    return tokensOf(out.AuthenticationResult)
  } catch (error) {
    if (
      ['NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException'].includes(nameOf(error)) ||
      error instanceof UnauthorizedError
    ) {
      throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE)
    }
    throw error
  }
}

/** Revokes a refresh token (and the access tokens it issued, in Cognito). An unknown token is already revoked. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognito().send(new RevokeTokenCommand({ ...client(), Token: refreshToken }))
  } catch (error) {
    if (!['NotAuthorizedException', 'UnsupportedTokenTypeException', 'InvalidParameterException'].includes(nameOf(error))) throw error
  }
}

/** Sends a reset code (`username`: the subject, or an address). Says nothing about whether the account exists. */
export async function sendPasswordResetCode(username: string): Promise<void> {
  try {
    await cognito().send(new ForgotPasswordCommand({ ...client(), Username: username }))
  } catch (error) {
    if (nameOf(error) === 'LimitExceededException' || nameOf(error) === 'TooManyRequestsException') {
      throw new TooManyRequestsError('Too many reset requests. Please wait a few minutes and try again.')
    }
    if (!['UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException'].includes(nameOf(error))) throw error
  }
}

export async function resetPasswordWithCode(username: string, code: string, password: string): Promise<void> {
  try {
    await cognito().send(new ConfirmForgotPasswordCommand({ ...client(), Username: username, ConfirmationCode: code, Password: password }))
  } catch (error) {
    if (['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException', 'NotAuthorizedException'].includes(nameOf(error))) {
      throw new BadRequestError(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE })
    }
    if (nameOf(error) === 'LimitExceededException' || nameOf(error) === 'TooManyFailedAttemptsException') {
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE)
    }
    throw error
  }
}

/** What {@link changePasswordWithToken} reports for a current password Cognito refused. */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError'
}

/**
 * ChangePassword with the user's own access token: Cognito checks the previous password itself. A
 * wrong one is NotAuthorizedException in Cognito and InvalidPasswordException in cognito-local (the
 * new password cannot fail the pool's policy here: the route's schema applies the same
 * PASSWORD_POLICY first); both become a {@link WrongPasswordError}.
 */
export async function changePasswordWithToken(accessToken: string, previous: string, proposed: string): Promise<void> {
  try {
    await cognito().send(new ChangePasswordCommand({ AccessToken: accessToken, PreviousPassword: previous, ProposedPassword: proposed }))
  } catch (error) {
    if (nameOf(error) === 'NotAuthorizedException' || nameOf(error) === 'InvalidPasswordException') throw new WrongPasswordError()
    if (nameOf(error) === 'LimitExceededException' || nameOf(error) === 'TooManyRequestsException') {
      throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE)
    }
    throw error
  }
}
