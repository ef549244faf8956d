import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { useSWRConfig } from 'swr'
import { updateEmailPreferences } from '../../../../../shared/api/route-table/users/update-email-preferences'
import { DEFAULT_EMAIL_PREFERENCES, EMAIL_PREFERENCE_LABELS, type EmailPreferences } from '../../../../../shared/notifications/email-preferences'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { BusyButton } from '../../../components/button/button-spinner'
import { Card } from '../../../components/card/card'
import { FormAlert } from '../../../components/form/form-alert'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { meKey, type Me } from '../api/get-me'

const SAVE_FAILED = msg`Could not save your e-mail choices. Please try again.`
/** Render with `i18n._`. */
const PREFERENCES_SAVED = msg`Your e-mail choices are saved.`
const TOPICS = Object.keys(EMAIL_PREFERENCE_LABELS) as (keyof EmailPreferences)[]

/** EMAIL_PREFERENCE_LABELS and ALWAYS_SENT_TEXT (shared, the same English) in the reader's language. */
const TOPIC_TEXTS: Record<keyof EmailPreferences, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  paidOut: {
    label: msg({ message: 'Money paid out', comment: 'An e-mail the sender can turn off: sent when the recipient has received the money.' }),
    hint: msg`When your recipient’s money has been paid out or collected.`,
  },
  reviewUpdates: {
    label: msg({ message: 'Review updates', comment: 'An e-mail the sender can turn off: about a transfer held for a compliance review.' }),
    hint: msg`When a transfer is being reviewed, and when the review is done.`,
  },
}
const ALWAYS_SENT = msg`We always e-mail your receipt, a cancellation’s refund and the answer to a problem you report: the law requires them.`

/**
 * Profile Settings: which optional e-mails the signed-in user receives. The e-mails the
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
      <form className="settings__form column" noValidate onSubmit={submit} onChange={() => setDone(false)} aria-busy={saving}>
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
                {i18n._(ALWAYS_SENT)}
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
                <span className="choices__label">{i18n._(TOPIC_TEXTS[topic].label)}</span>
                <span id={`${headingId}-${topic}-hint`} className="choices__hint">
                  {i18n._(TOPIC_TEXTS[topic].hint)}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
        <ActionBar>
          <BusyButton type="submit" disabled={saving} busy={saving} busyLabel={<Trans>Saving...</Trans>}>
            <Trans>Save e-mail choices</Trans>
          </BusyButton>
        </ActionBar>
      </form>
    </Card>
  )
}
