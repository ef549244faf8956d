import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '../../../components/page-header/page-header'
import { FieldGroup, FieldGroups } from '../../../components/field-group/field-group'
import { ActionBar } from '../../../components/action-bar/action-bar'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import * as z from 'zod/mini'
import { EDIT_REQUIRED_MESSAGE, invoiceLabel, noteLocked, type TransferStatus } from '../../../../../shared/transfers/transfer-options'
import { canEditTransfer, CORRECTION_REASON_MESSAGE } from '../../../../../shared/transfers/transfer-permissions'
import { useNow } from '../../../lib/use-now'
import { decideTransition } from '../../../../../shared/transfers/transfer-lifecycle'
import { isVerifiedStaff } from '../../../../../shared/auth/permissions'
import type { Transfer } from '../../../../../shared/transfers/transfer'
import { UpdateTransferSchema, type UpdateTransfer, type UpdateTransferInput } from '../../../../../shared/transfers/update-transfer-schema'
import { Button } from '../../../components/button/button'
import { MessageDialog } from '../../../components/confirm-dialog/confirm-dialog'
import { FormAlert } from '../../../components/form/form-alert'
import { Spinner } from '../../../components/spinner/spinner'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { useSession } from '../../../lib/session/session-provider'
import { useTransfer } from '../../../entities/transfer/api/get-transfer'
import { useInvalidateTransfers } from '../../../entities/transfer/api/transfer-keys'
import { updateTransfer } from '../../../entities/transfer/api/update-transfer'
import {
  BACK_AFTER_UPDATE_MS,
  DETAILS_FETCH_ERROR,
  UPDATE_FAILED_TITLE,
  UPDATED_TEXT,
  UPDATED_TOAST_MS,
} from '../../../entities/transfer/transfer-texts'
import { TransferLoadError } from './transfer-load-error'
import { CancelToCustomers, NotEditable, NoteField, StatusField } from './edit-transfer-parts'
import { CorrectionReason, RecipientGroups, type EditValues as Values } from './recipient-groups'
import './transfers-dashboard.css'
import './edit-transfer.css'

/** The screen's title with the invoice, and the status (as the form has it). */
function EditHeader({ invoice, status }: { invoice: string; status: TransferStatus }) {
  const { t } = useLingui()
  return <PageHeader title={t`Edit Customer Payment`} subtitle={t`Invoice ${invoice}`} actions={<StatusBadge status={status} />} />
}

/** Spec 2.8: /customers/edit-customer/{id}. */
export function EditTransfer({ id }: { id: string }) {
  const { t, i18n } = useLingui()
  const { data, error, mutate } = useTransfer(id, i18n._(DETAILS_FETCH_ERROR))
  if (error) return <TransferLoadError error={error} title={i18n._(DETAILS_FETCH_ERROR)} onRetry={() => void mutate()} />
  if (!data) return <Spinner label={t`Loading customer…`} />
  // A new version read from the server is a fresh form.
  // The saved answer replaces the cached one once the screen is left: the receipt and details show
  // the new status at once (a new version while still here would start a fresh form).
  const onSaved = (updated: Transfer) =>
    void mutate((current) => current && { ...current, ...updated, history: current.history ?? [] }, { revalidate: false })
  return <EditTransferForm key={`${data.id}:${data.version}`} transfer={data} onSaved={onSaved} />
}

type Field = keyof Values

/** What the sender was shown before paying (12 CFR 1005.31): fixed for them, corrected by staff with a reason. */
const DISCLOSED = ['firstName', 'middleName', 'lastName', 'mobileNumber', 'city'] as const

/** Spec 5: Update stays disabled while any of these is empty, with 'Required fields are missing'. */
const UPDATE_REQUIRED_FIELDS: readonly Field[] = ['firstName', 'lastName', 'city', 'mobileNumber']

/**
 * The form judged as the PATCH body it becomes, by the server's own schema and messages: the fixed
 * destination and the version read ride along; a locked note and a status the user may not change
 * are left out.
 */
function editSchema(transfer: Transfer, noteLocked: boolean, statusChangeAllowed: boolean, corrects: boolean) {
  // A correction of what was disclosed says why (the server asks the same, with the same words).
  const reasoned = z.custom<Values>().check(
    z.refine((values) => !corrects || !changesDisclosed(transfer, values) || values.reason.trim() !== '', {
      message: CORRECTION_REASON_MESSAGE,
      path: ['reason'],
    }),
  )
  return z.pipe(
    reasoned,
    z.pipe(
      z.transform(({ note, status, reason, ...names }: Values): UpdateTransferInput => ({
        ...(corrects ? { ...names, reason } : {}),
        country: transfer.country,
        ...(noteLocked ? {} : { note }),
        ...(statusChangeAllowed && (status === 'PENDING' || status === 'PAID') ? { status } : {}),
        version: transfer.version,
      })),
      UpdateTransferSchema,
    ),
  )
}

/** Whether the form changes a field the sender was shown before paying. */
const changesDisclosed = (transfer: Transfer, values: Pick<Values, (typeof DISCLOSED)[number]>) =>
  DISCLOSED.some((field) => values[field] !== transfer[field])

function EditTransferForm({ transfer, onSaved }: { transfer: Transfer; onSaved: (updated: Transfer) => void }) {
  const { t, i18n } = useLingui()
  const { user, actsAsStaff } = useSession()
  // Staff correct what was disclosed, never on a transfer they sent themselves (nobody decides on their own money).
  const corrects = actsAsStaff && user?.id !== transfer.ownerId
  const call = useAuthedCall()
  const navigate = useNavigate()
  const invalidate = useInvalidateTransfers()
  const [failure, setFailure] = useState<string | null>(null)
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(leaveTimer.current), [])

  const editable = canEditTransfer(transfer)
  const now = useNow()
  // The select makes one move, a payout, as the lifecycle table allows it to this user now.
  const statusChange = decideTransition(transfer, 'payOut', user && isVerifiedStaff(user) ? 'staff' : 'sender', now)
  const locked = noteLocked(transfer.status, transfer.note)
  const invoice = invoiceLabel(transfer.country, transfer.invoiceNumber)
  const resolver = useMemo(
    () => zodResolver(editSchema(transfer, locked, statusChange.allowed, corrects)),
    [transfer, locked, statusChange.allowed, corrects],
  )
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, UpdateTransfer>({
    defaultValues: {
      firstName: transfer.firstName,
      middleName: transfer.middleName,
      lastName: transfer.lastName,
      mobileNumber: transfer.mobileNumber,
      city: transfer.city,
      status: transfer.status,
      note: transfer.note,
      reason: '',
    },
    resolver,
  })
  const [status, ...required] = useWatch({ control, name: ['status', ...UPDATE_REQUIRED_FIELDS] })
  const disclosed = useWatch({ control, name: DISCLOSED })
  const correcting = corrects && DISCLOSED.some((field, index) => disclosed[index] !== transfer[field])
  const missing = required.some((value) => value.trim() === '')
  const saving = formState.isSubmitting
  const saved = formState.isSubmitSuccessful
  const firstError =
    UPDATE_REQUIRED_FIELDS.map((field) => formState.errors[field]?.message).find(Boolean) ??
    formState.errors.note?.message ??
    formState.errors.reason?.message

  if (!editable.allowed) {
    return (
      <div className="customers">
        <EditHeader invoice={invoice} status={transfer.status} />
        <NotEditable transferId={transfer.id} reason={editable.reason} />
      </div>
    )
  }

  async function update(body: UpdateTransfer) {
    try {
      const updated = await updateTransfer(call, transfer.id, body)
      void invalidate()
      showToast(i18n._(UPDATED_TEXT), { durationMs: UPDATED_TOAST_MS })
      leaveTimer.current = setTimeout(() => {
        void navigate(paths.customers.getHref())
        onSaved(updated)
      }, BACK_AFTER_UPDATE_MS)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      // Not saved: Update stays available.
      throw error
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(update)(event).catch(() => undefined)

  return (
    <div className="customers">
      <EditHeader invoice={invoice} status={status} />

      <form className="edit-customer" noValidate onSubmit={submit} aria-label={t`Edit Customer Payment`}>
        {/* Spec 5: said as soon as a required field is emptied (Update is disabled meanwhile). */}
        {missing ? <FormAlert>{EDIT_REQUIRED_MESSAGE}</FormAlert> : firstError ? <FormAlert>{firstError}</FormAlert> : null}
        <FieldGroups>
          <RecipientGroups
            transfer={transfer}
            register={register}
            errors={formState.errors}
            corrects={corrects}
            status={<StatusField transfer={transfer} registration={register('status')} change={statusChange} />}
          />

          <FieldGroup legend={t`Customer Notes`} span="wide">
            <NoteField registration={register('note')} locked={locked} />
            {correcting ? <CorrectionReason registration={register('reason')} error={formState.errors.reason?.message} /> : null}
          </FieldGroup>
        </FieldGroups>

        <ActionBar
          end={
            <Link to={paths.customerDetails.getHref(transfer.id)} className="edit-customer__details-link">
              <Trans>View details</Trans>
            </Link>
          }
        >
          <Button type="submit" disabled={missing || saving || saved}>
            {saving ? <Trans>Updating…</Trans> : <Trans>Update</Trans>}
          </Button>
          <CancelToCustomers />
        </ActionBar>
      </form>
      <MessageDialog open={failure !== null} title={i18n._(UPDATE_FAILED_TITLE)} message={failure} onClose={() => setFailure(null)} />
    </div>
  )
}
