import * as z from 'zod/mini'

const refreshToken = () =>
  z.string('Refresh token is required').check(z.minLength(1, 'Refresh token is required'), z.maxLength(8192, 'Refresh token is too long'))

/** The body of refresh: the session's refresh token. */
export const RefreshTokenBodySchema = z.object({ refreshToken: refreshToken() })

/** The body of log-out: the refresh token when the caller has it; the bearer token alone also ends the session. */
export const LogOutBodySchema = z.object({ refreshToken: z.optional(refreshToken()) })
