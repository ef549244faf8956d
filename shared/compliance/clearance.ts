import * as z from 'zod/mini'

/**
 * Staff's release of a possible sanctions match, remembered: the sender's or recipient's name (as
 * screened) was judged not to be the listed entry, by whom, when, on which transfer and list version,
 * and the entry's content hash then. A later transfer of the same sender with the same name close to
 * the same entry is not held again while the entry's content is unchanged; a changed entry (new
 * aliases, dates, remarks) is reviewed again.
 */
export const ScreeningClearanceSchema = z.object({
  party: z.enum(['sender', 'recipient']),
  screenedName: z.string(),
  entryUid: z.string(),
  entryHash: z.string(),
  matchedName: z.string(),
  listVersion: z.string(),
  clearedAt: z.string(),
  clearedBy: z.string(),
  clearedByName: z.optional(z.string()),
  transferId: z.string(),
  reason: z.string(),
})
export type ScreeningClearance = z.infer<typeof ScreeningClearanceSchema>

/** The history's line for a match not held because of a clearance, for staff. */
export function clearedText(clearance: ScreeningClearance): string {
  const who = clearance.clearedByName ?? clearance.clearedBy
  return `Possible sanctions match of the ${clearance.party}'s name "${clearance.screenedName}" with "${clearance.matchedName}" (entry ${clearance.entryUid}) not held: cleared earlier by ${who} on ${clearance.clearedAt.slice(0, 10)} (transfer ${clearance.transferId}, list ${clearance.listVersion}): ${clearance.reason}`
}
