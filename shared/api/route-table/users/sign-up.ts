import { SignUpSchema, signUpSchema } from '../../../auth/signup-schema'
import { MessageSchema } from '../../../users/user'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

/**
 * Spec 3 sign-up, confirmed by e-mail: a valid request is answered 202 with
 * the same message whether the address is new, waiting for its code, or already has an account.
 */
export const signUp = defineRoute('signUp', 'POST /api/user/signup', {
  auth: 'public',
  // The address's e-mail claim; a Cognito user left without a profile; the waiting sign-up.
  // Sign-in (AdminInitiateAuth) gets the token GetUserAttributeVerificationCode needs to e-mail the code.
  // An account's e-mail change waiting for this address gives way: its Cognito address is restored
  // (AdminUpdateUserAttributes) and the change dropped from its profile. An address with an account:
  // its owner's notice (addressInUse).
  access: {
    table: { get: ['emailClaim', 'profile'], put: ['pendingSignUp'], update: ['profile', 'addressInUse'] },
    cognito: ['signUp', 'signIn', 'manageUsers'],
  },
  body: SignUpSchema,
  // The age rule, against the request's day.
  bodyAt: ({ now }) => signUpSchema(now),
  responses: { 202: MessageSchema, 429: ErrorBodySchema },
})
