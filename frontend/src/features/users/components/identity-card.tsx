import { Card } from '../../../components/card/card'
import { Spinner } from '../../../components/spinner/spinner'
import { holdReasonText, type AccountScreening } from '../../../../../shared/compliance/hold'
import { IdentityFacts } from '../../../components/identity-facts/identity-facts'
import { formatDate } from '../../../lib/format'
import { useIdentity } from '../api/identity'

/** Staff's view of a user's identity details (issue 17), whole, beside their documents and the Verified switch. */
export function IdentityCard({ userId }: { userId: string }) {
  const identity = useIdentity(userId)
  return (
    <Card title="Identity details" titleId="profile-identity" titleAs="h3">
      {identity.error ? (
        <p role="alert">Could not load the identity details: {identity.error.message}</p>
      ) : identity.isLoading ? (
        <Spinner size="inline" label="Loading identity details…" />
      ) : (
        <>
          {identity.data?.identity ? (
            <IdentityFacts identity={identity.data.identity} />
          ) : (
            <p className="profile__hint">
              No identity details on file: this user cannot send $3,000 or more until they add them in Profile Settings.
            </p>
          )}
          <ScreeningLine screening={identity.data?.screening} />
        </>
      )}
    </Card>
  )
}

/** The screening of the account holder's name (on sign-up and on each name change), for staff. */
function ScreeningLine({ screening }: { screening: AccountScreening | undefined }) {
  if (!screening)
    return <p className="profile__hint">Name not screened yet: it is screened on sign-up, on each name change and with every transfer.</p>
  const when = formatDate(screening.at, 'dateTime')
  if (screening.match)
    return (
      <p
        role="alert"
        className="identity-card__match"
      >{`${holdReasonText(screening.match)}. Screened ${when}; every transfer of this user is held for review.`}</p>
    )
  if (!screening.listVersion)
    return (
      <p className="profile__hint">{`Not screened on ${when}: no sanctions list was loaded. Their transfers are screened when they are made.`}</p>
    )
  return <p className="profile__hint">{`Name screened ${when} against list ${screening.listVersion}: no match.`}</p>
}
