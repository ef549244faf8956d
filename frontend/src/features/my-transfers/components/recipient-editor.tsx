import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { DESTINATIONS } from '../../../../../shared/countries/destinations'
import type { Recipient } from '../../../../../shared/recipients/recipient-schemas'
import { Button, ButtonLink } from '../../../components/button/button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { PageHeader } from '../../../components/page-header/page-header'
import { paths } from '../../../config/paths'
import { useRecipientActions, useRecipients } from '../../../entities/recipient/api/recipients'
import { RecipientFields } from '../../../entities/recipient/components/recipient-fields'
import { RECIPIENTS_LOAD_ERROR } from '../../../entities/transfer/transfer-texts'
import { countryName } from '../../../lib/format'
import { useSession } from '../../../lib/session/session-provider'
import { ApiError } from '../../../lib/api-error'
import { formValuesOf, isRecipientFormField, recipientInput, useRecipientForm, type RecipientFormValues } from './use-recipient-form'
import './my-recipients.css'

/**
 * The address book's form: a new recipient, or a saved one (`id`) changed. It asks what
 * the wizard's step 1 asks, with the same fields and messages, plus the destination; the server
 * screens the name and keeps it. A change is sent with the version it was read at, so two tabs
 * cannot overwrite each other unseen.
 */
export function RecipientEditor({ id }: { id?: string }) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const recipients = useRecipients(id === undefined ? undefined : user?.id)
  if (id === undefined) return <RecipientForm />
  if (recipients.error) {
    return (
      <ErrorBox
        title={i18n._(RECIPIENTS_LOAD_ERROR)}
        message={recipients.error.message}
        onRetry={() => void recipients.mutate()}
        retrying={recipients.isValidating}
      />
    )
  }
  if (!recipients.data) return <div className="recipient-form recipient-form--loading surface surface--raised" aria-busy="true" />
  const recipient = recipients.data.find((saved) => saved.id === id)
  if (!recipient) {
    return (
      <EmptyState title={t`This recipient is not in your recipients.`}>
        <p>
          <Trans>It may have been deleted. Your transfers to them are kept on Transfer History.</Trans>
        </p>
        <ButtonLink to={paths.dashboardMyRecipients.getHref()} variant="secondary">
          <Trans>Back to my recipients</Trans>
        </ButtonLink>
      </EmptyState>
    )
  }
  return <RecipientForm saved={recipient} initial={formValuesOf(recipient)} />
}

function RecipientForm({ saved, initial }: { saved?: Recipient; initial?: RecipientFormValues }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const actions = useRecipientActions()
  const { form, values, bind, bindCountry } = useRecipientForm(initial)
  const { handleSubmit, setError, formState } = form
  const [failure, setFailure] = useState<string>()
  const destination = DESTINATIONS.find((country) => country.id === values.countryId) ?? DESTINATIONS[0]
  const name = [values.firstName, values.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')

  async function send(typed: RecipientFormValues) {
    setFailure(undefined)
    try {
      const body = recipientInput(typed)
      const kept = saved ? await actions.update(saved.id, body, saved.version) : await actions.save(body)
      const who = `${kept.firstName} ${kept.lastName}`
      // My Recipients says what was done: the list it shows has the change.
      const state = { notice: saved ? t`${who} is changed in your recipients.` : t`${who} is saved in your recipients.` }
      await navigate(paths.dashboardMyRecipients.getHref(), { state })
    } catch (error) {
      // A refusal's field messages go on their fields, as the wizard shows them.
      for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
        if (isRecipientFormField(field)) setError(field, { type: 'server', message })
      }
      setFailure(error instanceof Error ? error.message : String(error))
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    void handleSubmit(
      () => send(form.getValues()),
      () => setFailure(t`Check the fields marked below.`),
    )(event)
  }

  const savedName = saved ? `${saved.firstName} ${saved.lastName}` : ''
  const title = saved ? t`Edit ${savedName}` : t`Add a recipient`
  return (
    <section className="recipient-form" aria-labelledby="recipient-form-heading">
      <PageHeader
        size="section"
        title={title}
        titleId="recipient-form-heading"
        subtitle={t`Their details as on their ID and their mobile money, bank or pickup. You pick them when you send.`}
      />
      <form className="recipient-form__form surface surface--raised" noValidate onSubmit={submit} aria-labelledby="recipient-form-heading">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="form-grid">
          <SelectField
            {...bindCountry()}
            className="form-grid__wide"
            label={t`Country`}
            options={DESTINATIONS.map((country) => ({ value: country.id, label: countryName(country.id, country.countryName) }))}
            required
          />
          {destination ? <RecipientFields destination={destination} bind={bind} /> : null}
        </div>
        <div className="recipient-form__actions split-row">
          <ButtonLink to={paths.dashboardMyRecipients.getHref()} variant="secondary">
            <Trans>Cancel</Trans>
          </ButtonLink>
          <Button type="submit" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
            {saved ? <Trans>Save changes</Trans> : name ? <Trans>Save {name}</Trans> : <Trans>Save recipient</Trans>}
          </Button>
        </div>
      </form>
    </section>
  )
}
