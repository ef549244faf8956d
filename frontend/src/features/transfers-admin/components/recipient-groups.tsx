import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form'
import type { Transfer } from '../../../../../shared/transfers/transfer'
import { DISCLOSED_FIXED_MESSAGE } from '../../../../../shared/transfers/transfer-permissions'
import { FieldGroup } from '../../../components/field-group/field-group'
import { TextField } from '../../../components/form/text-field'
import { countryName } from '../../../lib/format'
import { serverText } from '../../../lib/i18n/server-text'

/** The edit form's values: the transfer's editable fields, and why staff correct what was disclosed. */
export type EditValues = Pick<Transfer, 'firstName' | 'middleName' | 'lastName' | 'mobileNumber' | 'city' | 'status' | 'note'> & { reason: string }

interface RecipientGroupsProps {
  transfer: Transfer
  register: UseFormRegister<EditValues>
  errors: FieldErrors<EditValues>
  /** Staff correcting another sender's transfer; everyone else reads what was disclosed, fixed. */
  corrects: boolean
  /** The status control, last in Contact & Status. */
  status: ReactNode
}

const FIXED_ID = 'disclosed-fixed'

/**
 * Spec 5's Personal Information and Contact & Status cards. The recipient and where the money goes
 * were disclosed before payment (12 CFR 1005.31): a sender reads them read-only, with why and what to
 * do instead said once; staff correct them (the form then asks for a reason).
 */
export function RecipientGroups({ transfer, register, errors, corrects, status }: RecipientGroupsProps) {
  const { t } = useLingui()
  const fixed = corrects ? {} : { readOnly: true, 'aria-describedby': FIXED_ID }
  const field = (name: 'firstName' | 'middleName' | 'lastName' | 'city', label: string) => (
    <TextField label={label} {...register(name)} error={errors[name]?.message} required={name !== 'middleName'} autoComplete="off" {...fixed} />
  )
  return (
    <>
      <FieldGroup legend={t`Personal Information`}>
        {field('firstName', t`First name`)}
        {field('middleName', t`Middle name`)}
        {field('lastName', t`Last name`)}
        {corrects ? null : (
          <p id={FIXED_ID} className="edit-customer__fixed">
            {serverText(DISCLOSED_FIXED_MESSAGE)}
          </p>
        )}
      </FieldGroup>

      <FieldGroup legend={t`Contact & Status`}>
        <TextField
          label={t`Mobile number`}
          {...register('mobileNumber')}
          error={errors.mobileNumber?.message}
          inputMode="tel"
          maxLength={24}
          required
          autoComplete="off"
          {...fixed}
        />
        {field('city', t`City`)}
        <TextField
          label={t`Country`}
          value={countryName(transfer.countryId, transfer.country)}
          readOnly
          hint={t`The destination of a transfer cannot be changed.`}
        />
        {status}
      </FieldGroup>
    </>
  )
}

/** Why staff change what the sender was shown before paying: kept on the transfer's history with their name. */
export function CorrectionReason({ registration, error }: { registration: UseFormRegisterReturn<'reason'>; error: string | undefined }) {
  const { t } = useLingui()
  return (
    <TextField
      label={t`Reason for the correction`}
      {...registration}
      error={error}
      required
      hint={t`The sender was shown these details before paying. The reason is kept on the transfer's history with your name.`}
      autoComplete="off"
    />
  )
}
