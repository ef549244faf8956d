import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import useSWR, { useSWRConfig } from 'swr'
import { getIdentity as getIdentityRoute } from '../../../../../shared/api/route-table/compliance/get-identity'
import { saveIdentity as saveIdentityRoute } from '../../../../../shared/api/route-table/compliance/save-identity'
import type { Identity, IdentityAnswerSchema, IdentityDetails } from '../../../../../shared/compliance/identity'
import type * as z from 'zod/mini'

export type IdentityAnswer = z.infer<typeof IdentityAnswerSchema>
import { cacheKeys, keysOf } from '../../../lib/cache-keys'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'

/** Shown when the save fails without the server's own words. */
const SAVE_FAILED = msg`Could not save your identity details. Please try again.`

/**
 * `GET /api/user/{id}/identity`: the user's identity details (masked unless the viewer is
 * staff) if any, and for staff the screening of the account holder's name.
 */
export function useIdentity(userId: string | undefined) {
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  return useSWR<IdentityAnswer, Error>(
    userId ? cacheKeys.identity(viewer, userId) : null,
    () => (userId ? call(getIdentityRoute, { params: { id: userId } }) : Promise.resolve({})),
    { revalidateOnFocus: false },
  )
}

/** Saves the caller's identity details; the limits (their "identity on file") are fetched again. */
export function useSaveIdentity() {
  const { i18n } = useLingui()
  const call = useAuthedCall()
  const viewer = useSession().user?.id
  const { mutate } = useSWRConfig()
  return async (userId: string, details: IdentityDetails): Promise<Identity | undefined> => {
    const answer = await call(saveIdentityRoute, {
      params: { id: userId },
      body: details,
      fallbackMessage: i18n._(SAVE_FAILED),
    })
    if (viewer) {
      await mutate(cacheKeys.identity(viewer, userId), answer, { revalidate: false })
      await mutate(keysOf('limits'))
    }
    return answer.identity
  }
}
