import { EMAIL_TAKEN_MESSAGE } from '../../shared/users/user-messages'
import { BadRequestError, ConflictError, TooManyRequestsError } from '../lib/errors'
import { findUserIdByEmail } from '../store/users-store'
import { cognitoSubject, INVALID_CODE_MESSAGE, requestCognitoEmailChange, sendPasswordResetCode } from './cognito-users'

/**
 * An e-mail change asks Cognito to send a code to the new address. Changing one's own address
 * answers the same whether the address is free or has an account, so the answer tells nobody who
 * has one: to a taken address no code goes (nobody could confirm it), the change simply waits in
 * vain, and the address's owner is e-mailed (Cognito's password-reset mail, as a sign-up with their
 * address sends it) that someone used it. Staff editing another account are told it is taken.
 */
export async function requestEmailChange(userId: string, newEmail: string, own: boolean): Promise<void> {
  const owner = await findUserIdByEmail(newEmail)
  if (owner === undefined) {
    await requestCognitoEmailChange(userId, newEmail)
    return
  }
  if (!own) throw new ConflictError(EMAIL_TAKEN_MESSAGE)
  try {
    await sendPasswordResetCode(owner)
  } catch (error) {
    // Cognito's own limit on these mails: the owner has been told recently; the answer stays the same.
    if (!(error instanceof TooManyRequestsError)) throw error
  }
}

/**
 * Before a waiting change is applied: the new address must still be free of any other account or
 * sign-up (its real owner may have signed up meanwhile, which wins). Refused as a wrong code, the
 * answer a change to a taken address always ends in, so it tells nothing more.
 */
export async function requireAddressStillFree(userId: string, pendingEmail: string): Promise<void> {
  const [owner, cognitoUser] = await Promise.all([findUserIdByEmail(pendingEmail), cognitoSubject(pendingEmail)])
  if ((owner !== undefined && owner !== userId) || (cognitoUser !== undefined && cognitoUser.sub !== userId)) {
    throw new BadRequestError(INVALID_CODE_MESSAGE, { code: INVALID_CODE_MESSAGE })
  }
}
