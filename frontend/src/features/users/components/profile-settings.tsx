import { Spinner } from '../../../components/spinner/spinner'
import { ErrorBox } from '../../../components/error-box/error-box'
import { useMe } from '../api/get-me'
import { ChangePasswordForm } from './change-password-form'
import { EmailChangeConfirmation } from './email-change-confirmation'
import { ProfileForm } from './profile-form'
import { IdentityForm } from './identity-form'
import { EmailPreferencesForm } from './email-preferences-form'
import './profile-settings.css'

/** Spec 2.12: the text while a profile loads. */
export const PROFILE_LOADING_TEXT = 'Loading your profile information...'
/** Spec 8, Profile: the message when it cannot be loaded. */
export const PROFILE_LOAD_FAILED = 'Failed to load profile data: '

/**
 * Profile Settings (`/profile`, linked from the user menus): the signed-in user edits their own
 * name, e-mail and phone number (the fields PUT /api/user/{id} lets them change on themselves), enters
 * their identity details (issue 17: needed from $3,000), chooses their optional e-mails (issue 18), and
 * changes their password.
 */
export function ProfileSettings() {
  const { data, error, isLoading, isValidating, mutate } = useMe()
  return (
    <div className="settings">
      {error ? (
        <ErrorBox
          title="Your profile could not be loaded"
          message={`${PROFILE_LOAD_FAILED}${error.message}`}
          onRetry={() => void mutate()}
          retrying={isValidating}
        />
      ) : isLoading || !data ? (
        <div className="settings__loading">
          <Spinner size="inline" label={PROFILE_LOADING_TEXT} />
          <span aria-hidden="true">{PROFILE_LOADING_TEXT}</span>
        </div>
      ) : (
        <>
          <ProfileForm key={data.updatedAt} user={data} />
          {data.pendingEmail ? <EmailChangeConfirmation email={data.email} pendingEmail={data.pendingEmail} /> : null}
          <IdentityForm userId={data.id} />
          <EmailPreferencesForm userId={data.id} preferences={data.emailPreferences} />
        </>
      )}
      <ChangePasswordForm />
    </div>
  )
}
