import { UpdateUserSchema } from '../../../users/update-user-schema'
import { UserSchema } from '../../../users/user'
import { UserIdParamsSchema } from '../../../users/user-id'
import { SANCTIONS_SCREENING, SIGN_IN_ATTEMPTS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

export const updateUser = defineRoute('updateUser', 'PUT /api/user/{id}', {
  auth: 'user',
  // An e-mail change asks Cognito for a code (AdminUpdateUserAttributes); an own change checks the password (AdminInitiateAuth)
  // within the attempt windows and looks the new address up (one taken by another account: its owner's notice,
  // addressInUse); a demotion ends sessions; a new name is screened.
  access: {
    table: {
      get: ['profile', 'emailClaim', ...SANCTIONS_SCREENING.get],
      query: SANCTIONS_SCREENING.query,
      put: SIGN_IN_ATTEMPTS,
      update: [...SIGN_IN_ATTEMPTS, 'profile', 'addressInUse'],
      delete: ['loginClientFailures'],
    },
    cognito: ['manageUsers', 'signIn'],
  },
  params: UserIdParamsSchema,
  body: UpdateUserSchema,
  responses: { 200: UserSchema, 429: ErrorBodySchema },
})
