import * as userRoutes from '../../shared/api/route-table/users/start-two-factor-setup'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { startTwoFactorSetup } from '../services/two-factor'

// Cognito's AssociateSoftwareToken needs the caller's own access token, which the wrapper verified.
export const handler = route(userRoutes.startTwoFactorSetup, async ({ actor, token }) => ok(await startTwoFactorSetup(actor, token)))
