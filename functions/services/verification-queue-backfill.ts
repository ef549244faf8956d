import { listDocuments } from '../store/documents-store'
import { listUsers } from '../store/users-store'
import { markWaitingForVerification } from '../store/verification-store'

/**
 * Puts the users whose uploads wait for a verification review into the queue (the profile's gsi3
 * `VERIFY` keys, which a completed upload now sets): for a stage whose documents were uploaded before
 * the queue existed, and to repair an upload whose queue write failed after its check. A user not
 * verified with a document uploaded after their last review (or never reviewed) waits since the first
 * such upload. Only a user not yet in the queue and still unverified is written (the condition is the
 * store's), so it may run beside live traffic and again.
 */
export async function queueWaitingVerifications(onProgress?: (users: number) => void): Promise<{ users: number; queued: number }> {
  let cursor: string | undefined
  let users = 0
  let queued = 0
  do {
    const page = await listUsers(100, cursor)
    for (const user of page.items.filter((item) => !item.verified)) {
      const since = await firstUploadSince(user.id, user.verificationReview?.at)
      if (since !== undefined && (await markWaitingForVerification(user.id, since, { backfill: true }))) queued += 1
    }
    users += page.items.length
    onProgress?.(users)
    cursor = page.nextCursor
  } while (cursor)
  return { users, queued }
}

/** When the first document accepted after `reviewedAt` (any, when never reviewed) was accepted, if one was. */
async function firstUploadSince(ownerId: string, reviewedAt: string | undefined): Promise<string | undefined> {
  let first: string | undefined
  let cursor: string | undefined
  do {
    const page = await listDocuments(ownerId, 100, cursor)
    for (const document of page.items) {
      const after = reviewedAt === undefined || document.updatedAt > reviewedAt
      if (document.status === 'uploaded' && after && (first === undefined || document.updatedAt < first)) first = document.updatedAt
    }
    cursor = page.nextCursor
  } while (cursor)
  return first
}
