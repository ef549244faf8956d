/** How long a sign-in lasts: the pool's refresh token validity, and how long the API remembers a session. */
export const REFRESH_TOKEN_DAYS = 30
