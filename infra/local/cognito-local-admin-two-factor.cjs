/* eslint-disable @typescript-eslint/no-require-imports -- a preload for `node --require`, which loads CommonJS only */
// Loaded into cognito-local's process by the local stack (`node --require`), never into ours.
//
// The API signs in with Cognito's admin flow (AdminInitiateAuth, IAM-signed: nobody can skip our
// lockout by calling Cognito with the public client id). cognito-local 5.3 runs the software-token
// (TOTP) challenge only in the public flow (InitiateAuth / RespondToAuthChallenge) and has neither
// AdminRespondToAuthChallenge nor AdminSetUserMFAPreference. Here the admin calls are answered by
// cognito-local's own public-flow code with the same user, password, secret and otplib check, so the
// local stack runs Cognito's real two-step sign-in; real Cognito answers these calls itself.
'use strict'
const path = require('node:path')

const libDir = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib')
const { Targets } = require(path.join(libDir, 'targets', 'targets.js'))
const { InvalidParameterError, UserNotFoundError } = require(path.join(libDir, 'errors.js'))

const adminInitiateAuth = Targets.AdminInitiateAuth
// ADMIN_USER_PASSWORD_AUTH is USER_PASSWORD_AUTH asked with IAM credentials: same checks, same answers
// (tokens, or the SOFTWARE_TOKEN_MFA challenge for a user who enabled it).
Targets.AdminInitiateAuth = (services) => {
  const admin = adminInitiateAuth(services)
  const publicFlow = Targets.InitiateAuth(services)
  return (ctx, req) => (req.AuthFlow === 'ADMIN_USER_PASSWORD_AUTH' ? publicFlow(ctx, { ...req, AuthFlow: 'USER_PASSWORD_AUTH' }) : admin(ctx, req))
}

// cognito-local's RespondToAuthChallenge issues a refresh token without storing it (its password flow
// stores its own), so a session that began with a code could never refresh: stored here, as Cognito does.
Targets.AdminRespondToAuthChallenge = (services) => {
  const respond = Targets.RespondToAuthChallenge(services)
  return async (ctx, req) => {
    const answer = await respond(ctx, req)
    const refreshToken = answer.AuthenticationResult && answer.AuthenticationResult.RefreshToken
    if (refreshToken) {
      const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId)
      const user = await userPool.getUserByUsername(ctx, req.ChallengeResponses.USERNAME)
      if (user) await userPool.storeRefreshToken(ctx, refreshToken, user)
    }
    return answer
  }
}

// As SetUserMFAPreference, for a user named by the pool and username instead of their access token.
Targets.AdminSetUserMFAPreference =
  ({ cognito }) =>
  async (ctx, req) => {
    if (!req.UserPoolId || !req.Username) throw new InvalidParameterError('UserPoolId and Username are required')
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId)
    const user = await userPool.getUserByUsername(ctx, req.Username)
    if (!user) throw new UserNotFoundError()
    const software = req.SoftwareTokenMfaSettings
    if (software?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
      throw new InvalidParameterError('User has not verified software token MFA')
    }
    const methods = new Set(user.UserMFASettingList ?? [])
    if (software) {
      if (software.Enabled) methods.add('SOFTWARE_TOKEN_MFA')
      else methods.delete('SOFTWARE_TOKEN_MFA')
    }
    const preferred = software?.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA') ? 'SOFTWARE_TOKEN_MFA' : undefined
    await userPool.saveUser(ctx, { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred })
    return {}
  }
