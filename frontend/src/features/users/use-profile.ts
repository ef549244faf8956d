import type { MessageDescriptor } from '@lingui/core'
import { useEffect, useState } from 'react'
import type { User } from '../../../../shared/users/user'
import { ApiError } from '../../lib/api-client'
import { useAuthedCall } from '../../lib/session/authed-call'
import { getProfile, type ProfileTarget } from './api/get-profile'
import { PROFILE_MESSAGES, PROFILE_TIMEOUT_MS, profileLoadFailed } from './profile-messages'

export type ProfileState =
  | { status: 'loading' }
  | { status: 'loaded'; user: User }
  /**
   * `notFound`: the API says there is no such profile (or none this user may see). `message`: the
   * screen's own text (render with `i18n._`), or the server's as it is.
   */
  | { status: 'failed'; message: MessageDescriptor | string; notFound: boolean }

interface Settled {
  key: string
  attempt: number
  state: Exclude<ProfileState, { status: 'loading' }>
}

const keyOf = (target: ProfileTarget) => (target.kind === 'me' ? 'me' : `user:${target.id}`)

/**
 * Loads a profile once per target and attempt. Each attempt has its own AbortSignal that a 15 s
 * timer aborts (spec 9), so a server that never answers ends in 'Request timed out…' instead of a
 * spinner for ever; `retry()` abandons the current attempt and starts another.
 */
export function useProfile(target: ProfileTarget): { state: ProfileState; attempt: number; retry: () => void; replace: (user: User) => void } {
  const call = useAuthedCall()
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled | undefined>()
  const key = keyOf(target)
  const id = target.kind === 'user' ? target.id : undefined

  useEffect(() => {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, PROFILE_TIMEOUT_MS)
    const request: ProfileTarget = id === undefined ? { kind: 'me' } : { kind: 'user', id }
    const settle = (state: Settled['state']) => setSettled({ key: keyOf(request), attempt, state })
    getProfile(call, request, controller.signal).then(
      (user) => {
        clearTimeout(timer)
        if (controller.signal.aborted) return
        // The answer is parsed by the route's schema; an empty one is still possible in principle.
        settle(user ? { status: 'loaded', user } : { status: 'failed', message: PROFILE_MESSAGES.noData, notFound: false })
      },
      (error: unknown) => {
        clearTimeout(timer)
        if (timedOut) {
          settle({ status: 'failed', message: PROFILE_MESSAGES.timedOut, notFound: false })
          return
        }
        // Left the page or retried: this attempt no longer matters.
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.status === 404) {
          settle({ status: 'failed', message: PROFILE_MESSAGES.notFound, notFound: true })
          return
        }
        const reason = error instanceof Error ? error.message : String(error)
        settle({ status: 'failed', message: profileLoadFailed(reason), notFound: false })
      },
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [call, id, attempt])

  const current = settled && settled.key === key && settled.attempt === attempt ? settled.state : undefined
  return {
    state: current ?? { status: 'loading' },
    attempt,
    retry: () => setAttempt((value) => value + 1),
    /** Shows a newer version of the profile (the answer of a change made here). */
    replace: (user: User) => setSettled({ key, attempt, state: { status: 'loaded', user } }),
  }
}
