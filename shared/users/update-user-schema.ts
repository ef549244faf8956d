import * as z from 'zod/mini'
import { SignUpSchema } from '../auth/signup-schema'

/**
 * PUT /api/user/{id}: a full edit (firstName, lastName, email, phoneNumber and the flags, spec 2.12
 * Edit User) or one toggle (verified, isAdmin or superAdmin). Every field is optional, but one that
 * is sent must be valid by the sign-up rules (spec 5 "Users edit: first name, last name and email
 * are required"), and at least one field must be sent.
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
  })
  .check(z.refine((change) => Object.values(change).some((value) => value !== undefined), 'Nothing to update'))

export type UpdateUser = z.output<typeof UpdateUserSchema>
