import { routes } from '../../shared/api/routes'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { signIn } from '../services/accounts'

export const handler = route(routes.logIn, async ({ body, now }) => ok(await signIn(body.email, body.password, now)))
