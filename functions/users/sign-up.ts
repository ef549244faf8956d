import { AGE_MESSAGE, isAtLeastAge } from '../../shared/auth/signup-schema'
import * as userRoutes from '../../shared/api/route-table/users/sign-up'
import { BadRequestError } from '../lib/errors'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { signUp } from '../services/accounts'

export const handler = route(userRoutes.signUp, async ({ body, now }) => {
  if (!isAtLeastAge(body.dateOfBirth, now)) throw new BadRequestError(AGE_MESSAGE, { dateOfBirth: AGE_MESSAGE })
  return created(await signUp(body, now))
})
