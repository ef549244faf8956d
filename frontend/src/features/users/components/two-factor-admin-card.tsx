import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState } from 'react'
import type { User } from '../../../../../shared/users/user'
import { Button } from '../../../components/button/button'
import { Card } from '../../../components/card/card'
import { formatDate } from '../../../lib/format'
import { useActor } from '../api/get-me'
import { fullName } from '../user-flags'
import { Fact } from '../../../components/fact/fact'
import './two-factor.css'

// Only a super admin's reset opens it: the form library and rules load then.
const ResetTwoFactorDialog = lazy(() => import('./reset-two-factor-dialog'))

/**
 * A user's two-factor sign-in as staff see it on their profile: on or off, and the last
 * reset by a super admin (who, when, why). A super admin may reset it while it is on, for anyone
 * but themselves (their own is turned off in Profile Settings, with a code).
 */
export function TwoFactorAdminCard({ user, onChanged }: { user: User; onChanged: (user: User) => void }) {
  const { t } = useLingui()
  const actor = useActor()
  const [asking, setAsking] = useState(false)
  const on = user.twoFactorEnabled === true
  const last = user.twoFactorReset
  const name = fullName(user) || user.email
  const mayReset = on && actor?.superAdmin === true && actor.id !== user.id
  return (
    <Card title={t`Two-factor sign-in`} titleId="profile-two-factor" titleAs="h3">
      <div className="two-factor column">
        <dl className="two-factor__facts">
          <Fact label={<Trans>Status</Trans>}>
            {on ? <Trans context="two-factor sign-in status">On</Trans> : <Trans context="two-factor sign-in status">Off</Trans>}
          </Fact>
          {last ? (
            <>
              <Fact label={<Trans>Last reset by</Trans>}>{last.byName}</Fact>
              <Fact label={<Trans>Last reset on</Trans>}>{formatDate(last.at, 'dateTime')}</Fact>
              <Fact label={<Trans>Reason for the reset</Trans>}>{last.reason}</Fact>
            </>
          ) : null}
        </dl>
        {mayReset ? (
          <div>
            <Button variant="danger" onClick={() => setAsking(true)}>
              <Trans>Reset two-factor sign-in</Trans>
            </Button>
          </div>
        ) : null}
      </div>
      {asking ? (
        <Suspense fallback={null}>
          <ResetTwoFactorDialog
            user={user}
            name={name}
            onClose={() => setAsking(false)}
            onReset={(changed) => {
              setAsking(false)
              onChanged(changed)
            }}
          />
        </Suspense>
      ) : null}
    </Card>
  )
}
