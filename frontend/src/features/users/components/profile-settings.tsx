import { useLingui } from '@lingui/react/macro'
import { Spinner } from '../../../components/spinner/spinner'
import { ErrorBox } from '../../../components/error-box/error-box'
import { useMe } from '../api/get-me'
import { ChangePasswordForm } from './change-password-form'
import { EmailChangeConfirmation } from './email-change-confirmation'
import { ProfileForm } from './profile-form'
import { IdentityForm } from './identity-form'
import { EmailPreferencesForm } from './email-preferences-form'
import { TwoFactorSettings } from './two-factor-settings'
import { PROFILE_MESSAGES, profileLoadFailed } from '../profile-messages'
import './profile-settings.css'

/**
 * Profile Settings (`/profile`, linked from the user menus): the signed-in user edits their own
 * name, e-mail and phone number (the fields PUT /api/user/{id} lets them change on themselves), enters
 * their identity details (needed from $3,000), chooses their optional e-mails, turns
 * two-factor sign-in on or off, and changes their password.
 */
export function ProfileSettings() {
  const { t, i18n } = useLingui()
  const { data, error, isLoading, isValidating, mutate } = useMe()
  // Spec 2.12: the text while a profile loads; spec 8: the message when it cannot be loaded.
  const loading = i18n._(PROFILE_MESSAGES.loading)
  return (
    <div className="settings">
      {error ? (
        <ErrorBox
          title={t`Your profile could not be loaded`}
          message={i18n._(profileLoadFailed(error.message))}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      ) : isLoading || !data ? (
        <div className="settings__loading surface">
          <Spinner size="inline" label={loading} />
          <span aria-hidden="true">{loading}</span>
        </div>
      ) : (
        <>
          <ProfileForm key={data.updatedAt} user={data} />
          {data.pendingEmail ? <EmailChangeConfirmation email={data.email} pendingEmail={data.pendingEmail} /> : null}
          <IdentityForm userId={data.id} />
          <EmailPreferencesForm userId={data.id} preferences={data.emailPreferences} />
          <TwoFactorSettings me={data} />
        </>
      )}
      <ChangePasswordForm />
    </div>
  )
}
