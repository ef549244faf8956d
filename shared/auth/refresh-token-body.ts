import * as z from 'zod/mini'

/** The body of refresh and log-out: the session's refresh token. */
export const RefreshTokenBodySchema = z.object({
  refreshToken: z
    .string('Refresh token is required')
    .check(z.minLength(1, 'Refresh token is required'), z.maxLength(8192, 'Refresh token is too long')),
})
