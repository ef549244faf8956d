import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '../../../components/card/card'
import { Spinner } from '../../../components/spinner/spinner'
import type { AccountScreening } from '../../../../../shared/compliance/hold'
import { IdentityFacts } from '../../../components/identity-facts/identity-facts'
import { IDENTITY_THRESHOLD_CENTS } from '../../../../../shared/compliance/sending-limits'
import { holdReasonMessage } from '../../../lib/compliance-texts'
import { formatDate, formatWholeUsd } from '../../../lib/format'
import { useIdentity } from '../api/identity'

/** Staff's view of a user's identity details, whole, beside their documents and the Verified switch. */
export function IdentityCard({ userId }: { userId: string }) {
  const { t } = useLingui()
  const identity = useIdentity(userId)
  const reason = identity.error?.message
  const threshold = formatWholeUsd(IDENTITY_THRESHOLD_CENTS)
  return (
    <Card title={t`Identity details`} titleId="profile-identity" titleAs="h3">
      {identity.error ? (
        <p role="alert">
          <Trans>Could not load the identity details: {reason}</Trans>
        </p>
      ) : identity.isLoading ? (
        <Spinner size="inline" label={t`Loading identity details…`} />
      ) : (
        <>
          {identity.data?.identity ? (
            <IdentityFacts identity={identity.data.identity} />
          ) : (
            <p className="profile__hint">
              <Trans>No identity details on file: this user cannot send {threshold} or more until they add them in Profile Settings.</Trans>
            </p>
          )}
          <ScreeningLine screening={identity.data?.screening} />
        </>
      )}
    </Card>
  )
}

/**
 * The screening of the account holder's name (on sign-up and on each name change), for staff. A
 * match's reason is shared/compliance's text for staff (the history shows the same words in English).
 */
function ScreeningLine({ screening }: { screening: AccountScreening | undefined }) {
  const { t, i18n } = useLingui()
  if (!screening)
    return <p className="profile__hint">{t`Name not screened yet: it is screened on sign-up, on each name change and with every transfer.`}</p>
  const when = formatDate(screening.at, 'dateTime')
  if (screening.match) {
    const reason = i18n._(holdReasonMessage(screening.match))
    return (
      <p role="alert" className="identity-card__match">
        {t`${reason}. Screened ${when}; every transfer of this user is held for review.`}
      </p>
    )
  }
  const { listVersion } = screening
  if (!listVersion)
    return (
      <p className="profile__hint">{t`Not screened on ${when}: no sanctions list was loaded. Their transfers are screened when they are made.`}</p>
    )
  return <p className="profile__hint">{t`Name screened ${when} against list ${listVersion}: no match.`}</p>
}
