import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router'
import { useSWRConfig } from 'swr'
import { userRoutes } from '../../../../../shared/api/route-table/users'
import type { TwoFactorSetup } from '../../../../../shared/auth/two-factor'
import type { User } from '../../../../../shared/users/user'
import { Card } from '../../../components/card/card'
import { FormAlert } from '../../../components/form/form-alert'
import { TWO_FACTOR_SECTION_ID } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { lazyModule } from '../../../lib/lazy-module'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { meKey, type Me } from '../api/get-me'
import { TwoFactorEnrolment } from './two-factor-enrolment'
import { TwoFactorOffForm } from './two-factor-off-form'
import { TwoFactorStartForm } from './two-factor-start-form'
import type { TwoFactorQr } from './two-factor-qr'
import './two-factor.css'

const START_FAILED = msg`Could not start the setup. Please try again.`
// The QR library: loaded with the setup's answer, not with Profile Settings (most visits never enrol).
const qrModule = lazyModule(() => import('./two-factor-qr'))

interface Enrolling {
  setup: TwoFactorSetup
  Qr: typeof TwoFactorQr
  /** Asked at the start, sent again with the first code; in memory only, gone when the enrolment ends. */
  password: string
}

/**
 * Profile Settings' two-factor sign-in: off, a short explanation and 'Turn on', which
 * starts an enrolment (the QR code, the key, the first code); on, the way to turn it off. Each
 * step's heading takes the focus when the step changes, and on arrival by `/profile#two-factor`
 * (the staff screens' prompt). The stored user follows the server's answer, so the staff screens
 * open as soon as it is on.
 */
export function TwoFactorSettings({ me }: { me: Me }) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const { user: sessionUser, isStaff, updateUser, renewSession } = useSession()
  const { mutate } = useSWRConfig()
  const { hash } = useLocation()
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(hash === `#${TWO_FACTOR_SECTION_ID}`)
  const [enrolling, setEnrolling] = useState<Enrolling | undefined>()
  const [notice, setNotice] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | undefined>()
  const on = me.twoFactorEnabled === true
  const step = on ? 'on' : enrolling ? 'enrolling' : 'off'

  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
  }, [step])

  // The stored user (sign-in's copy, which the staff screens' gate reads) follows the profile as stored now.
  useEffect(() => {
    if (sessionUser && (sessionUser.twoFactorEnabled === true) !== on) updateUser({ ...sessionUser, twoFactorEnabled: on })
  }, [on, sessionUser, updateUser])

  const changeTo = (next: { failure?: string; notice?: string; enrolling?: Enrolling }) => {
    moved.current = true
    setFailure(next.failure)
    setNotice(next.notice)
    setEnrolling(next.enrolling)
  }

  // The server's answer after turning it on or off. The cached profile takes only this flag: a new
  // `updatedAt` would remount the other Profile Settings forms and drop what is typed there.
  const adopt = (user: User, notice: string) => {
    const twoFactorEnabled = user.twoFactorEnabled === true
    void mutate<Me>(meKey(me.id), (cached) => (cached ? { ...cached, twoFactorEnabled } : cached), { revalidate: false })
    changeTo({ notice })
  }

  /** Starts the setup with the password; a wrong one is answered on its field (`passwordError`), anything else above the form. */
  async function start(password: string): Promise<string | undefined> {
    setFailure(undefined)
    setNotice(undefined)
    try {
      const [setup, { TwoFactorQr: Qr }] = await Promise.all([
        call(userRoutes.startTwoFactorSetup, { body: { password }, fallbackMessage: i18n._(START_FAILED) }),
        qrModule.load(),
      ])
      changeTo({ enrolling: { setup, Qr, password } })
      return undefined
    } catch (error) {
      const passwordError = error instanceof ApiError ? error.fields?.password : undefined
      if (passwordError) return passwordError
      // Already on (turned on in another tab): the profile as stored now shows it.
      if (error instanceof ApiError && error.status === 409) void mutate(meKey(me.id))
      setFailure(error instanceof ApiError ? error.message : i18n._(START_FAILED))
      return undefined
    }
  }

  return (
    <div id={TWO_FACTOR_SECTION_ID}>
      <Card title={t`Two-factor sign-in`} titleId={titleId}>
        <div className="two-factor column">
          {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          {enrolling && !on ? (
            <TwoFactorEnrolment
              setup={enrolling.setup}
              password={enrolling.password}
              Qr={enrolling.Qr}
              headingRef={headingRef}
              onConfirmed={(session) => {
                // Every other session ended with the enrolment: this tab goes on with the new one it was answered.
                renewSession(session)
                adopt(
                  session,
                  t`Two-factor sign-in is on. From your next sign-in, enter a code after your password. You were signed out everywhere else.`,
                )
              }}
              onExpired={(message) => changeTo({ failure: message })}
              onCancel={() => changeTo({})}
            />
          ) : on ? (
            <TwoFactorOn headingRef={headingRef} isStaff={isStaff} onTurnedOff={(user) => adopt(user, t`Two-factor sign-in is off.`)} />
          ) : (
            <TwoFactorOff headingRef={headingRef} isStaff={isStaff} onStart={start} />
          )}
        </div>
      </Card>
    </div>
  )
}

interface StateProps {
  headingRef: RefObject<HTMLHeadingElement | null>
  isStaff: boolean
}

/** On: what it does, and the form that turns it off. */
function TwoFactorOn({ headingRef, isStaff, onTurnedOff }: StateProps & { onTurnedOff: (user: User) => void }) {
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="two-factor__heading">
        <Trans>Two-factor sign-in is on</Trans>
      </h3>
      <p className="two-factor__text">
        <Trans>Each time you sign in, you enter a code from your authenticator app after your password.</Trans>
      </p>
      {isStaff ? (
        <p className="two-factor__text">
          <Trans>Staff screens need it: while it is off, they stay closed to you.</Trans>
        </p>
      ) : null}
      <TwoFactorOffForm onTurnedOff={onTurnedOff} />
    </>
  )
}

/** Off: what it would add, and the password that starts setting it up (two-factor-start-form.tsx). */
function TwoFactorOff({ headingRef, isStaff, onStart }: StateProps & { onStart: (password: string) => Promise<string | undefined> }) {
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="two-factor__heading">
        <Trans>Two-factor sign-in is off</Trans>
      </h3>
      <p className="two-factor__text">
        <Trans>
          Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone. Someone who learns your
          password still cannot sign in.
        </Trans>
      </p>
      {isStaff ? (
        <p className="two-factor__text">
          <Trans>Staff accounts need it to open the staff screens.</Trans>
        </p>
      ) : null}
      <TwoFactorStartForm onStart={onStart} />
    </>
  )
}
