import { Card } from '../../../components/card/card'
import { Spinner } from '../../../components/spinner/spinner'
import { IdentityFacts } from '../../../components/identity-facts/identity-facts'
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
      ) : identity.data ? (
        <IdentityFacts identity={identity.data} />
      ) : (
        <p className="profile__hint">No identity details on file: this user cannot send $3,000 or more until they add them in Profile Settings.</p>
      )}
    </Card>
  )
}
