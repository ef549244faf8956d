import * as userRoutes from '../../shared/api/route-table/users/get-me'
import { ok } from '../lib/responses'
import { route } from '../lib/route'
import { ownProfile, requireUser } from '../store/users-store'

// The profile the token check read for this request is the answer: one read, not two.
export const handler = route(userRoutes.getMe, async ({ actor }) => ok(ownProfile(actor) ?? (await requireUser(actor.sub))))
