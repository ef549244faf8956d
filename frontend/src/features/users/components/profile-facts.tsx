import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '../../../lib/format'
import type { Me } from '../api/get-me'
import { PROFILE_MESSAGES } from '../profile-messages'
import { Fact } from '../../../components/fact/fact'

/** '1990-05-01' → 'May 1, 1990' (a calendar date: read as UTC, so no time zone moves it a day). */
const birthDate = (date: string) => formatDate(date, 'calendarDay')

/** What the profile form does not change (date and place of birth, address) and the account's status. */
export function ProfileFacts({ user }: { user: Me }) {
  const { i18n } = useLingui()
  const address = [user.address.buildingNumber, user.address.street, user.address.city, user.address.state, user.address.zipCode]
    .filter(Boolean)
    .join(', ')
  const notProvided = i18n._(PROFILE_MESSAGES.notProvided)
  return (
    <dl className="settings__facts facts">
      <Fact label={<Trans>Date of birth</Trans>}>{user.dateOfBirth ? birthDate(user.dateOfBirth) : notProvided}</Fact>
      <Fact label={<Trans>Place of birth</Trans>}>{user.placeOfBirth || notProvided}</Fact>
      <Fact label={<Trans>Address</Trans>}>{address || notProvided}</Fact>
      <Fact label={<Trans>Account status</Trans>}>{i18n._(user.verified ? PROFILE_MESSAGES.verified : PROFILE_MESSAGES.pending)}</Fact>
    </dl>
  )
}
