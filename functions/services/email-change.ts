import { EMAIL_TAKEN_MESSAGE } from '../../shared/users/user-messages'
import { withFloor } from '../lib/answer-floor'
import { config } from '../lib/config'
import { BadRequestError, ConflictError } from '../lib/errors'
import { findUserIdByEmail } from '../store/users-store'
import { recordAddressInUse } from '../store/address-in-use'
import { cognitoSubject, INVALID_CODE_MESSAGE, requestCognitoEmailChange } from './cognito-users'

/**
 * An e-mail change asks Cognito to send a code to the new address. Changing one's own address
 * answers the same whether the address is free or has an account, so the answer tells nobody who
 * has one: to a taken address no code goes (nobody could confirm it), the change simply waits in
 * vain, and the address's owner is e-mailed that someone tried it (functions/store/address-in-use.ts);
 * nor does its time. Staff editing another account are told it is taken.
 */
export async function requestEmailChange(userId: string, newEmail: string, own: boolean, now: Date): Promise<void> {
  const owner = await findUserIdByEmail(newEmail)
  if (owner !== undefined && !own) throw new ConflictError(EMAIL_TAKEN_MESSAGE)
  // A free address asks Cognito, a taken one writes a notice: sign-up's floor makes both take one time.
  await withFloor(own ? config().SIGN_UP_FLOOR_MS : 0, async () => {
    if (owner === undefined) await requestCognitoEmailChange(userId, newEmail)
    else await recordAddressInUse(owner, 'email-change', now)
  })
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
