import { ACCOUNT_LOCKED_FOR_REVIEW_CODE, ACCOUNT_SECURITY_MESSAGES } from '../../shared/auth/two-factor-messages'
import { ForbiddenError } from '../lib/errors'
import { logSecurityEvent } from '../lib/logger'
import { METRICS } from '../lib/metric-names'
import { addMetric } from '../lib/metrics'
import { endSessions } from '../store/sessions'
import { userFromItem } from '../store/users-store'
import { cognitoSecuritySettings, disableSoftwareToken } from './cognito-users'

/**
 * The profile is the API's record of how an account signs in; Cognito is what enforces it. A
 * stolen access token can call Cognito's own client APIs around this API (SetUserMFAPreference,
 * UpdateUserAttributes + VerifyUserAttribute), so every sign-in and refresh compares the two
 * before it hands out tokens. A difference that weakens the account — Cognito asks for no code
 * while the profile says two-factor is on, or Cognito holds an address the profile never agreed
 * to (where Cognito would send password-reset codes) — refuses the sign-in, ends every session
 * (the thief's tokens too) and raises a security event, which the monitoring stack alarms on.
 * The account then waits for support, who see it in the alarm and the log line.
 */

/** What differs between Cognito and the profile item (empty when they agree). */
async function cognitoDrift(profileItem: Record<string, unknown>): Promise<string[]> {
  const profile = userFromItem(profileItem)
  const settings = await cognitoSecuritySettings(profile.id)
  // No Cognito user: the sign-in that got here could not have happened; nothing to compare.
  if (!settings) return []
  const differs: string[] = []
  // Only this direction weakens the account: Cognito asking for a code the profile does not know of
  // is what a half-finished turning-off leaves, and it asks for more, not less.
  if (profile.twoFactorEnabled === true && !settings.totpOn) differs.push('twoFactor')
  // A change waiting for its code may already show in Cognito (cognito-local moves the address at once).
  const agreed = [profile.email, profile.pendingEmail].filter((email) => email !== undefined).map((email) => email.toLowerCase())
  if (settings.email === undefined || !agreed.includes(settings.email)) differs.push('email')
  return differs
}

/** Refuses (403, nothing handed out) a sign-in or refresh of an account whose Cognito settings drifted; see above. */
export async function refuseCognitoDrift(profileItem: Record<string, unknown>, now: Date): Promise<void> {
  if (await reportedDrift(profileItem, now)) throw new ForbiddenError(ACCOUNT_SECURITY_MESSAGES.changedOutside, ACCOUNT_LOCKED_FOR_REVIEW_CODE)
}

/**
 * Whether a password reset of this account must not be sent: Cognito mails the code to the address
 * it holds, which must be the one the profile agreed to. Reported like a refused sign-in; the caller
 * answers as for any address (no probing).
 */
export async function resetWouldGoAstray(profileItem: Record<string, unknown> | undefined, now: Date): Promise<boolean> {
  return profileItem !== undefined && (await reportedDrift(profileItem, now))
}

/** Any difference: the security event, and every session of the account ended (the thief's too). */
async function reportedDrift(profileItem: Record<string, unknown>, now: Date): Promise<boolean> {
  const differs = await cognitoDrift(profileItem)
  if (differs.length === 0) return false
  const sub = userFromItem(profileItem).id
  logSecurityEvent({ event: 'cognito-settings-drift', sub, differs })
  addMetric(METRICS.cognitoSettingsDrift)
  await endSessions(sub, now)
  return true
}

/**
 * The other direction, at the password step: Cognito asks for a code the profile does not know of.
 * A stolen token can enrol the thief's authenticator at Cognito directly (AssociateSoftwareToken,
 * VerifySoftwareToken, SetUserMFAPreference), which would lock the owner out; a turning-off or a
 * super admin's reset that failed half-way leaves the same. The profile is the record: Cognito's
 * factor is turned off (answers true, and the caller signs in again), with a security event.
 */
export async function dropUnrecordedFactor(profileItem: Record<string, unknown> | undefined): Promise<boolean> {
  if (!profileItem) return false
  const profile = userFromItem(profileItem)
  if (profile.twoFactorEnabled === true) return false
  logSecurityEvent({ event: 'cognito-settings-drift', sub: profile.id, differs: ['twoFactorAdded'] })
  addMetric(METRICS.cognitoSettingsDrift)
  await disableSoftwareToken(profile.id)
  return true
}
