import { EMAIL_TAKEN_MESSAGE } from '../../shared/users/user-messages'
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { cognito } from '../lib/clients'
import { config } from '../lib/config'
import { BadRequestError, ConflictError, TooManyRequestsError, UnauthorizedError } from '../lib/errors'

/**
 * The Cognito side of accounts. Users are created by the API (the pool has no self sign-up), with
 * their e-mail as username and marked verified, and signed in with USER_PASSWORD_AUTH.
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

/** Creates a confirmed user with a permanent password; returns its subject (our user id). */
export async function createCognitoUser(email: string, password: string): Promise<string> {
  let sub: string | undefined
  try {
    const created = await cognito().send(
      new AdminCreateUserCommand({
        ...pool(),
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
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

/** Deletes a user; deleting one that is already gone is fine. */
export async function deleteCognitoUser(email: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ ...pool(), Username: email }))
  } catch (error) {
    if (nameOf(error) !== 'UserNotFoundException') throw error
  }
}

export async function setCognitoPassword(email: string, password: string): Promise<void> {
  await cognito().send(new AdminSetUserPasswordCommand({ ...pool(), Username: email, Password: password, Permanent: true }))
}

export async function changeCognitoEmail(oldEmail: string, newEmail: string): Promise<void> {
  try {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        ...pool(),
        Username: oldEmail,
        UserAttributes: [
          { Name: 'email', Value: newEmail },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    )
  } catch (error) {
    if (nameOf(error) === 'AliasExistsException' || nameOf(error) === 'UsernameExistsException') {
      throw new ConflictError(EMAIL_TAKEN_MESSAGE)
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

/** Password sign-in. Wrong password and unknown user are the same 401. */
export async function signInWithPassword(email: string, password: string): Promise<Tokens> {
  try {
    const out = await cognito().send(
      new InitiateAuthCommand({ ...client(), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
    )
    return tokensOf(out.AuthenticationResult)
  } catch (error) {
    // Cognito says NotAuthorizedException for a wrong password; cognito-local says InvalidPasswordException.
    if (SIGN_IN_REFUSALS.includes(nameOf(error))) throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE)
    throw error
  }
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

/** Sends a reset code. Says nothing about whether the address has an account. */
export async function sendPasswordResetCode(email: string): Promise<void> {
  try {
    await cognito().send(new ForgotPasswordCommand({ ...client(), Username: email }))
  } catch (error) {
    if (nameOf(error) === 'LimitExceededException' || nameOf(error) === 'TooManyRequestsException') {
      throw new TooManyRequestsError('Too many reset requests. Please wait a few minutes and try again.')
    }
    if (!['UserNotFoundException', 'InvalidParameterException', 'NotAuthorizedException'].includes(nameOf(error))) throw error
  }
}

export async function resetPasswordWithCode(email: string, code: string, password: string): Promise<void> {
  try {
    await cognito().send(new ConfirmForgotPasswordCommand({ ...client(), Username: email, ConfirmationCode: code, Password: password }))
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
