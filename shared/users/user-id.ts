import * as z from 'zod/mini'

/** `{id}` of the single-user calls: a Cognito subject. */
export const UserIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'User id is not valid')),
})
