import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import useSWR, { useSWRConfig } from 'swr'
import { listVerificationReviews } from '../../../../../shared/api/route-table/compliance/list-verification-reviews'
import { reviewVerification as reviewVerificationRoute } from '../../../../../shared/api/route-table/compliance/review-verification'
import { getUser } from '../../../../../shared/api/route-table/users/get-user'
import { listWaitingVerifications } from '../../../../../shared/api/route-table/work/list-waiting-verifications'
import type { User } from '../../../../../shared/users/user'
import type { VerificationDecisionBody, VerificationReview, WaitingVerification } from '../../../../../shared/users/verification'
import { cacheKeys, keysOf } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useCursorPages } from '../../../lib/use-cursor-pages'

const WAITING_PAGE_SIZE = 20

/** Shown when a review fails without the server's own words. */
export const REVIEW_FAILED = msg`Could not record the review. Please try again.`

/**
 * `GET /api/verifications/waiting`: the users whose uploads wait for a review, oldest upload first.
 * `fresh`: a value new after each review (the navigation's key), so the queue is read again rather
 * than shown from the cache with the reviewed user still in it.
 */
export function useWaitingVerifications(fresh?: string) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const query = { limit: WAITING_PAGE_SIZE }
  return useCursorPages<WaitingVerification>({
    key: cacheKeys.waitingVerifications(viewer, { ...query, ...(fresh ? { fresh } : {}) }),
    load: (cursor) => call(listWaitingVerifications, { query: { ...query, ...(cursor ? { cursor } : {}) } }),
    idOf: (waiting) => waiting.id,
  })
}

/** `GET /api/user/{id}`: the user under review (their identity facts, flag and last review). */
export function useUserUnderReview(id: string) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<User, Error>(viewer ? ['users', viewer, 'review', id] : null, () => call(getUser, { params: { id } }), { revalidateOnFocus: false })
}

/** `GET /api/user/{id}/verifications`: every review of the user, newest first. */
export function useVerificationReviews(id: string) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<VerificationReview[], Error>(
    cacheKeys.verificationReviews(viewer, id),
    async () => (await call(listVerificationReviews, { params: { id } })).items,
    { revalidateOnFocus: false },
  )
}

/**
 * `POST /api/user/{id}/verification`: records the review; the queue, the counts, the users list and
 * the review histories are read again (the user left the queue, their flag may have changed, the
 * review is the newest of their history).
 */
export function useReviewVerification() {
  const call = useAuthedCall()
  const { mutate } = useSWRConfig()
  return async (i18n: I18n, id: string, body: VerificationDecisionBody): Promise<User> => {
    const user = await call(reviewVerificationRoute, { params: { id }, body, fallbackMessage: i18n._(REVIEW_FAILED) })
    await mutate(keysOf('waiting-verifications', 'work-queues', 'users', 'verification-reviews'))
    return user
  }
}
