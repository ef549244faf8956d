import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '../../../components/card/card'
import type { ReactNode } from 'react'
import { isStaff } from '../../../../../shared/auth/permissions'
import type { User } from '../../../../../shared/users/user'
import { Button, ButtonLink } from '../../../components/button/button'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { useDelayElapsed } from '../../../hooks/use-delay-elapsed'
import { useSession } from '../../../lib/session/session-provider'
import type { ProfileTarget } from '../api/get-profile'
import { PROFILE_MESSAGES, PROFILE_SLOW_MS } from '../profile-messages'
import { useProfile } from '../use-profile'
import { ProfileView } from './profile-view'
import { VerificationHint } from './verification-hint'
import { VerifySwitch } from './verify-switch'
import { VerificationOutcome } from '../../../entities/verification/components/verification-outcome'
import { IdentityCard } from './identity-card'
import { TwoFactorAdminCard } from './two-factor-admin-card'

/**
 * Which profile route: `own` = /dashboard/profile, `mine` = /dashboard/profile/me/{id} (My
 * Profile), `byId` = /dashboard/profile/{id}.
 */
export type ProfileMode = 'own' | 'mine' | 'byId'

export interface ProfilePageProps {
  mode: ProfileMode
  /** The id in the URL (`mine` and `byId`). */
  id?: string | undefined
  /** More about the user, for staff viewing someone else (their documents). */
  renderStaffExtra?: (user: User) => ReactNode
}

/** The request a route makes: the user's own profile through /me, anyone else's by id. */
function profileTarget(mode: ProfileMode, id: string | undefined, ownId: string): ProfileTarget | { error: MessageDescriptor } {
  if (mode === 'own') return { kind: 'me' }
  const wanted = id?.trim() ?? ''
  if (!wanted) return { error: mode === 'mine' ? PROFILE_MESSAGES.idRequired : PROFILE_MESSAGES.noId }
  return wanted === ownId || wanted === 'me' ? { kind: 'me' } : { kind: 'user', id: wanted }
}

function Actions({ ownId, staff }: { ownId: string; staff: boolean }) {
  return (
    <>
      <ButtonLink variant="secondary" to={paths.dashboardMyProfile.getHref(ownId)}>
        <Trans>View My Profile</Trans>
      </ButtonLink>
      {staff ? (
        <ButtonLink variant="secondary" to={paths.dashboardUsersList.getHref()}>
          <Trans>Back to Users</Trans>
        </ButtonLink>
      ) : null}
    </>
  )
}

/** Spec 2.12: the text while loading, and after 10 s a notice with Retry (a new one per attempt). */
function ProfileLoading({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui()
  const slow = useDelayElapsed(PROFILE_SLOW_MS)
  const loading = i18n._(PROFILE_MESSAGES.loading)
  return (
    <div className="profile-state column column--centred surface">
      <Spinner label={loading} size="inline" />
      {/* The spinner announces the same text. */}
      <p className="profile-state__text" aria-hidden="true">
        {loading}
      </p>
      {slow ? (
        <div className="profile-state__slow column column--centred" role="status">
          <p>{i18n._(PROFILE_MESSAGES.slow)}</p>
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/** A problem in words: the screen's own message, or the server's text as it is. */
function ProfileProblem({ message, actions, onRetry }: { message: MessageDescriptor | string; actions: ReactNode; onRetry?: () => void }) {
  const { i18n } = useLingui()
  return (
    <div className="profile-state profile-state--problem column column--centred surface" role="alert">
      <p className="profile-state__error">{typeof message === 'string' ? message : i18n._(message)}</p>
      <div className="profile__actions">
        {onRetry ? (
          <Button onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
        ) : null}
        {actions}
      </div>
    </div>
  )
}

/** Own profile, My Profile and a profile by id, with every state of spec 2.12 and 8. */
export function ProfilePage({ mode, id, renderStaffExtra }: ProfilePageProps) {
  const { user: session } = useSession()
  if (!session) return <Spinner />
  const target = profileTarget(mode, id, session.id)
  const staff = isStaff(session)
  const actions = <Actions ownId={session.id} staff={staff} />
  if ('error' in target) return <ProfileProblem message={target.error} actions={actions} />
  return (
    <LoadedProfile
      key={target.kind === 'me' ? 'me' : target.id}
      target={target}
      staff={staff}
      actions={actions}
      renderStaffExtra={renderStaffExtra}
    />
  )
}

function LoadedProfile({
  target,
  staff,
  actions,
  renderStaffExtra,
}: {
  target: ProfileTarget
  staff: boolean
  actions: ReactNode
  renderStaffExtra: ProfilePageProps['renderStaffExtra']
}) {
  const { t } = useLingui()
  const { state, attempt, retry, replace } = useProfile(target)
  if (state.status === 'loading') return <ProfileLoading key={attempt} onRetry={retry} />
  if (state.status === 'failed') return <ProfileProblem message={state.message} actions={actions} onRetry={state.notFound ? undefined : retry} />
  const own = target.kind === 'me'
  const { firstName, lastName } = state.user
  return (
    <ProfileView user={state.user} heading={own ? t`Your profile` : t`Profile of ${firstName} ${lastName}`} actions={actions}>
      {!own && staff ? (
        <>
          {renderStaffExtra ? renderStaffExtra(state.user) : null}
          <IdentityCard userId={state.user.id} />
          <Card title={t`Verification`} titleId="profile-verification" titleAs="h3">
            {state.user.verificationReview ? <VerificationOutcome review={state.user.verificationReview} staff /> : null}
            <p className="profile__hint">
              <Trans>
                Verification is a review: the switch opens this user&apos;s documents beside their identity details to record the outcome.
              </Trans>
            </p>
            <VerifySwitch user={state.user} />
          </Card>
          <TwoFactorAdminCard user={state.user} onChanged={replace} />
        </>
      ) : null}
      {own && !state.user.verified ? (
        <Card title={t`Get verified`} titleId="profile-get-verified" titleAs="h3">
          {state.user.verificationReview ? <VerificationOutcome review={state.user.verificationReview} staff={false} /> : null}
          <VerificationHint className="profile__hint" />
        </Card>
      ) : null}
      {own && state.user.verified && state.user.verificationReview ? (
        <Card title={t`Verification`} titleId="profile-verification" titleAs="h3">
          <VerificationOutcome review={state.user.verificationReview} staff={false} />
        </Card>
      ) : null}
    </ProfileView>
  )
}
