import * as userRoutes from '../../shared/api/route-table/users/sign-up'
import { SIGN_UP_CODE_SENT_MESSAGE } from '../../shared/auth/sign-up-confirmation'
import { withFloor } from '../lib/answer-floor'
import { config } from '../lib/config'
import { accepted } from '../lib/responses'
import { route } from '../lib/route'
import { signUp } from '../services/sign-up'

export const handler = route(userRoutes.signUp, async ({ body, now }) => {
  await withFloor(config().SIGN_UP_FLOOR_MS, () => signUp(body, now))
  return accepted({ message: SIGN_UP_CODE_SENT_MESSAGE })
})
