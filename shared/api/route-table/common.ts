import * as z from 'zod/mini'

/** The body of a 204 answer. Pure: a bundle whose row answers with a body leaves it out. */
export const NoContent = /* @__PURE__ */ z.undefined()
