import * as z from 'zod/mini'

/** The signed-in caller as the server sees it: read from the stored profile on every request, never from the token. */
const ActorSchema = z.object({
  sub: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  superAdmin: z.boolean(),
  verified: z.boolean(),
  /** Two-factor sign-in is on: staff powers need it. */
  twoFactorEnabled: z.optional(z.boolean()),
  /** YYYY-MM-DD and the place, as the profile keeps them: sanctions screening weighs them against a listed entry's. */
  dateOfBirth: z.optional(z.string()),
  placeOfBirth: z.optional(z.string()),
})
export type Actor = z.infer<typeof ActorSchema>

/** The stored profile item each actor was made from, for {@link profileItemOf}. */
const profileItems = new WeakMap<Actor, Record<string, unknown>>()

/** The actor a profile item describes, remembered with the item for {@link profileItemOf}. */
export function toActor(sub: string, item: Record<string, unknown>): Actor {
  const actor = z.parse(ActorSchema, { ...item, sub })
  profileItems.set(actor, item)
  return actor
}

/**
 * A staff account without two-factor sign-in acts as a customer on customer routes: staff powers
 * (seeing anyone's transfers, editing users) need the second factor wherever they are used. The
 * stored profile item stays with it.
 */
export function withoutStaffPowers(actor: Actor): Actor {
  const customer = { ...actor, isAdmin: false, superAdmin: false }
  const item = profileItems.get(actor)
  if (item) profileItems.set(customer, item)
  return customer
}

/**
 * The whole profile item this actor was made from (a consistent read made for this request),
 * so a route answering with the caller's own profile needs no second read of the same item.
 */
export function profileItemOf(actor: Actor): Record<string, unknown> | undefined {
  return profileItems.get(actor)
}
