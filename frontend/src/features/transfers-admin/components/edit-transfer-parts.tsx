import { Trans, useLingui } from '@lingui/react/macro'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { Transfer } from '../../../../../shared/transfers/transfer'
import { EDITABLE_STATUSES, NOTE_LOCK_LENGTH } from '../../../../../shared/transfers/transfer-options'
import { NOTE_MAX_LENGTH } from '../../../../../shared/transfers/update-transfer-schema'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { Button, ButtonLink } from '../../../components/button/button'
import { FormAlert } from '../../../components/form/form-alert'
import { SelectField } from '../../../components/form/select-field'
import { TextAreaField } from '../../../components/form/text-area-field'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { STATUS_LABELS } from '../../../components/status-badge/status-labels'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/format'

/** Leaves Add or Edit Customer for the list, keeping nothing of what was typed. */
export function CancelToCustomers() {
  const navigate = useNavigate()
  return (
    <Button variant="secondary" onClick={() => void navigate(paths.customers.getHref())}>
      <Trans>Cancel</Trans>
    </Button>
  )
}

/** Why this transfer cannot be edited, and where to go instead: its receipt, its details, the list. */
export function NotEditable({ transferId, reason }: { transferId: string; reason: string | undefined }) {
  return (
    <>
      <FormAlert>{reason}.</FormAlert>
      <ActionBar>
        <ButtonLink to={paths.customerPrintReceipt.getHref(transferId)}>
          <Trans>Print receipt</Trans>
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.customerDetails.getHref(transferId)}>
          <Trans>View details</Trans>
        </ButtonLink>
        <ButtonLink variant="secondary" to={paths.customers.getHref()}>
          <Trans>Back to customers</Trans>
        </ButtonLink>
      </ActionBar>
    </>
  )
}

interface StatusFieldProps {
  transfer: Transfer
  registration: UseFormRegisterReturn<'status'>
  /** The payout the lifecycle allows this user now, or why not. */
  change: { allowed: boolean; reason?: string | undefined }
}

/** The status: a select for the one move allowed, else the badge and why it cannot change. */
export function StatusField({ transfer, registration, change }: StatusFieldProps) {
  const { t, i18n } = useLingui()
  if (change.allowed) {
    return (
      <SelectField
        label={t`Status`}
        {...registration}
        options={EDITABLE_STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_LABELS[status]) }))}
        required
      />
    )
  }
  return (
    <div className="field">
      <span className="field__label">
        <Trans>Status</Trans>
      </span>
      <StatusBadge status={transfer.status} />
      <p className="field__hint">{change.reason}.</p>
    </div>
  )
}

/** The customer note; a long one is locked once the transfer is no longer pending. */
export function NoteField({ registration, locked }: { registration: UseFormRegisterReturn<'note'>; locked: boolean }) {
  const { t } = useLingui()
  const lockLength = formatCount(NOTE_LOCK_LENGTH)
  const maxLength = formatCount(NOTE_MAX_LENGTH)
  return (
    <TextAreaField
      label={t`Note`}
      className="edit-customer__note"
      {...registration}
      readOnly={locked}
      maxLength={NOTE_MAX_LENGTH}
      hint={
        locked
          ? t`This note is locked: it has ${lockLength} or more characters and the transfer is no longer pending.`
          : t`Up to ${maxLength} characters. Once the transfer is no longer pending, a note of ${lockLength} or more characters is locked.`
      }
    />
  )
}
