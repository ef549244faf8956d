import { SignUpSchema, signUpSchema } from '../../../auth/signup-schema'
import { UserSchema } from '../../../users/user'
import { defineRoute } from '../../route-definition'
import { errors } from '../common'

export const signUp = defineRoute('signUp', {
  method: 'POST',
  path: '/api/user/signup',
  auth: 'public',
  area: 'users',
  body: SignUpSchema,
  // The age rule, against the request's day.
  bodyAt: ({ now }) => signUpSchema(now),
  responses: { 201: UserSchema, ...errors },
})
