import * as userRoutes from '../../shared/api/route-table/users/sign-up'
import { created } from '../lib/responses'
import { route } from '../lib/route'
import { signUp } from '../services/accounts'

export const handler = route(userRoutes.signUp, async ({ body, now }) => created(await signUp(body, now)))
