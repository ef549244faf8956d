import * as z from 'zod/mini'
import { SignUpSchema } from '../auth/signup-schema'
import { namesWithoutCardNumber } from '../text/safe-text'
import { CURRENT_PASSWORD_REQUIRED } from './current-password-messages'
import { EMAIL_CHANGE_MESSAGES } from './user-messages'

/**
 * PUT /api/user/{id}: a full edit (firstName, lastName, email, phoneNumber and the flags, spec 2.12
 * Edit User) or one toggle (verified, isAdmin or superAdmin). Every field is optional, but one that
 * is sent must be valid by the sign-up rules (spec 5 "Users edit: first name, last name and email
 * are required"), and at least one field must be sent. A change of one's own e-mail also carries
 * `currentPassword`; any e-mail change takes effect only once the code sent to the new
 * address is entered (`confirmEmailChange`).
 */
export const UpdateUserSchema = z
  .object({
    firstName: z.optional(SignUpSchema.shape.firstName),
    lastName: z.optional(SignUpSchema.shape.lastName),
    email: z.optional(SignUpSchema.shape.email),
    phoneNumber: z.optional(SignUpSchema.shape.phoneNumber),
    verified: z.optional(z.boolean('Verified must be true or false')),
    isAdmin: z.optional(z.boolean('Admin must be true or false')),
    superAdmin: z.optional(z.boolean('Super admin must be true or false')),
    currentPassword: z.optional(z.string(CURRENT_PASSWORD_REQUIRED).check(z.maxLength(256, 'Current password is too long'))),
  })
  .check(
    z.refine((change) => Object.values(change).some((value) => value !== undefined), 'Nothing to update'),
    namesWithoutCardNumber(),
  )

export type UpdateUser = z.output<typeof UpdateUserSchema>

/** POST /api/user/me/email/confirm: the code Cognito sent to the new address. */
export const ConfirmEmailChangeSchema = z.object({
  code: z
    .string(EMAIL_CHANGE_MESSAGES.codeRequired)
    .check(z.trim(), z.minLength(1, EMAIL_CHANGE_MESSAGES.codeRequired), z.regex(/^\d{6}$/, EMAIL_CHANGE_MESSAGES.codeFormat)),
})
