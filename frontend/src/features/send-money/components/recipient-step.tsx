import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { RELATIONSHIPS, SENDING_REASONS } from '../../../../../shared/transfers/transfer-options'
import { SelectField } from '../../../components/form/select-field'
import { TextField } from '../../../components/form/text-field'
import { RecipientFields } from '../../../entities/recipient/components/recipient-fields'
import type { CountryDetails } from '../../../entities/transfer/api/get-country'
import type { SavedRecipient } from '../../../entities/transfer/saved-recipients'
import { CHOOSE_RECIPIENT_LABEL, labelledOptions } from '../../../entities/transfer/transfer-texts'
import { countryName, formatUsd } from '../../../lib/format'
import type { BindField } from './field-binding'

export interface RecipientStepProps {
  country: CountryDetails
  amountCents: number
  bind: BindField
  /** Saved recipients; the picker shows only when there are some (spec 2.4). */
  recipients: readonly SavedRecipient[]
  chosenRecipient: string
  onChooseRecipient: (id: string) => void
  disabled: boolean
  /** The "Save to my recipients" box (save-recipient-box.tsx), under the recipient's fields. */
  saveBox?: ReactNode
}

/** Spec 2.4 step 1: payment type, the saved-recipient picker, the recipient and the transfer's purpose. */
export function RecipientStep({ country, amountCents, bind, recipients, chosenRecipient, onChooseRecipient, disabled, saveBox }: RecipientStepProps) {
  const { t, i18n } = useLingui()
  return (
    <div className="form-grid">
      <RecipientFields
        destination={country}
        bind={bind}
        picker={
          recipients.length > 0 ? (
            <SelectField
              className="form-grid__wide"
              label={i18n._(CHOOSE_RECIPIENT_LABEL)}
              placeholder={t`New recipient`}
              hint={t`Fills in the details of someone you have sent money to before.`}
              options={recipients.map((recipient) => ({ value: recipient.id, label: `${recipient.firstName} ${recipient.lastName}` }))}
              value={chosenRecipient}
              disabled={disabled}
              onChange={(event) => onChooseRecipient(event.target.value)}
            />
          ) : null
        }
      />
      {saveBox}
      <TextField label={t`Country`} value={countryName(country.id, country.countryName)} readOnly />
      <TextField label={t`Amount`} value={formatUsd(amountCents)} readOnly />
      <SelectField {...bind('relationship')} label={t`Relationship`} options={labelledOptions(RELATIONSHIPS)} required />
      <SelectField {...bind('sendingReason')} label={t`Sending Reason`} options={labelledOptions(SENDING_REASONS)} required />
    </div>
  )
}
