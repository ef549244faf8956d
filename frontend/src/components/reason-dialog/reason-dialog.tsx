import { useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { FormActions } from '../form/form-actions'
import { FormAlert } from '../form/form-alert'
import { TextAreaField } from '../form/text-area-field'
import { Modal } from '../modal/modal'

/** What the staff member writes: the server records it with who and when. */
export interface ReasonBody {
  reason: string
}

export interface ReasonDialogProps {
  title: string
  /** The form's class (its area's layout). */
  className: string
  /** What the action does, above the field. */
  intro?: ReactNode
  /** Under the field: where the reason is recorded. */
  hint: string
  /** The route's body schema, through zodResolver: the server's own messages. */
  resolver: Resolver<ReasonBody>
  submitLabel: ReactNode
  busyLabel: ReactNode
  tone?: 'primary' | 'danger'
  /** Shown when the action fails without a message of its own. */
  failedMessage: string
  /** Sends the reason; a rejection's message is shown in the dialog, which stays open. */
  onSubmit: (body: ReasonBody) => Promise<void>
  onClose: () => void
}

/**
 * A staff decision that needs a reason (a held transfer's release or rejection, a two-factor reset):
 * the question, the reason field, Cancel and the action. While the action runs the dialog cannot be
 * dismissed; a failure is shown above the field.
 */
export function ReasonDialog({
  title,
  className,
  intro,
  hint,
  resolver,
  submitLabel,
  busyLabel,
  tone = 'primary',
  failedMessage,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const { t } = useLingui()
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, formState } = useForm<ReasonBody>({ defaultValues: { reason: '' }, resolver })
  const busy = formState.isSubmitting
  const submit = handleSubmit(async (body) => {
    setFailure(undefined)
    try {
      await onSubmit(body)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : failedMessage)
    }
  })
  return (
    <Modal open onClose={() => (busy ? undefined : onClose())} title={title}>
      <form className={`${className} column`} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        {intro}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <TextAreaField label={t`Reason`} hint={hint} {...register('reason')} error={formState.errors.reason?.message} maxLength={500} required />
        <FormActions busy={busy} onCancel={onClose} submitLabel={submitLabel} busyLabel={busyLabel} tone={tone} />
      </form>
    </Modal>
  )
}
