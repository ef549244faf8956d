import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useSWRConfig } from 'swr'
import { updateEmailPreferences } from '../../../../../shared/api/route-table/users/update-email-preferences'
import {
  ALWAYS_SENT_TEXT,
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferences,
} from '../../../../../shared/notifications/email-preferences'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button } from '../../../components/button/button'
import { ButtonSpinner } from '../../../components/button/button-spinner'
import { Card } from '../../../components/card/card'
import { FormAlert } from '../../../components/form/form-alert'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { meKey, type Me } from '../api/get-me'

const SAVE_FAILED = msg`Could not save your e-mail choices. Please try again.`
/** Render with `i18n._`. */
export const PREFERENCES_SAVED = msg`Your e-mail choices are saved.`
const TOPICS = Object.keys(EMAIL_PREFERENCE_LABELS) as (keyof EmailPreferences)[]

/**
 * Profile Settings (issue 18): which optional e-mails the signed-in user receives. The e-mails the
 * law owes (the receipt, a cancellation's refund, the answer to a reported problem) are shown ticked
 * and cannot be turned off.
 */
export function EmailPreferencesForm({ userId, preferences }: { userId: string; preferences: EmailPreferences | undefined }) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const { mutate } = useSWRConfig()
  const headingId = useId()
  const [failure, setFailure] = useState<string | undefined>()
  const [done, setDone] = useState(false)
  const { register, handleSubmit, formState } = useForm<EmailPreferences>({ defaultValues: preferences ?? DEFAULT_EMAIL_PREFERENCES })
  const saving = formState.isSubmitting

  const save = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      const { emailPreferences } = await call(updateEmailPreferences, { body: values, fallbackMessage: i18n._(SAVE_FAILED) })
      // The cached profile takes the choices as saved, without a refetch: a new `updatedAt` would
      // remount the other Profile Settings forms and drop what the user is typing there.
      await mutate<Me>(meKey(userId), (me) => (me ? { ...me, emailPreferences } : me), { revalidate: false })
      setDone(true)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : i18n._(SAVE_FAILED))
    }
  })
  const submit = (event: FormEvent<HTMLFormElement>) => void save(event)

  return (
    <Card title={t`E-mail notifications`} titleId={headingId} lead={t`Choose what we e-mail you about your transfers.`}>
      <form className="settings__form" noValidate onSubmit={submit} onChange={() => setDone(false)} aria-busy={saving}>
        {done ? <FormAlert tone="success">{i18n._(PREFERENCES_SAVED)}</FormAlert> : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <fieldset className="choices">
          <legend className="visually-hidden">
            <Trans>E-mails we send you</Trans>
          </legend>
          <div className="choices__item">
            <input
              id={`${headingId}-always`}
              type="checkbox"
              className="choices__box"
              checked
              disabled
              aria-describedby={`${headingId}-always-hint`}
            />
            <label htmlFor={`${headingId}-always`}>
              <span className="choices__label">
                <Trans>Receipts, refunds and answers to problems you report</Trans>
              </span>
              <span id={`${headingId}-always-hint`} className="choices__hint">
                {ALWAYS_SENT_TEXT}
              </span>
            </label>
          </div>
          {TOPICS.map((topic) => (
            <div className="choices__item" key={topic}>
              <input
                id={`${headingId}-${topic}`}
                type="checkbox"
                className="choices__box"
                disabled={saving}
                aria-describedby={`${headingId}-${topic}-hint`}
                {...register(topic)}
              />
              <label htmlFor={`${headingId}-${topic}`}>
                <span className="choices__label">{EMAIL_PREFERENCE_LABELS[topic].label}</span>
                <span id={`${headingId}-${topic}-hint`} className="choices__hint">
                  {EMAIL_PREFERENCE_LABELS[topic].hint}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        <ActionBar>
          <Button type="submit" disabled={saving}>
            {saving ? (
              <>
                <ButtonSpinner />
                <Trans>Saving...</Trans>
              </>
            ) : (
              <Trans>Save e-mail choices</Trans>
            )}
          </Button>
        </ActionBar>
      </form>
    </Card>
  )
}
