import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { cancelWindowEnd } from '../../../../../shared/transfers/transfer-lifecycle'
import { fundsInFlight, PAID_FOR_MESSAGE } from '../../../../../shared/transfers/transfer-permissions'
import { Modal } from '../../../components/modal/modal'
import { serverText } from '../../../lib/i18n/server-text'
import { useNow } from '../../../lib/use-now'
import { Button, ButtonLink } from '../../../components/button/button'
import { ConfirmDialog, DELETE_QUESTION } from '../../../components/confirm-dialog/confirm-dialog'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { PageHeader } from '../../../components/page-header/page-header'
import { showToast } from '../../../components/toast/toast-store'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-error'
import { formatCount } from '../../../lib/format'
import { useAuthedCall } from '../../../lib/session/authed-call'
import { deleteTransfer } from '../../../entities/transfer/api/delete-transfer'
import { useInvalidateTransfers } from '../../../entities/transfer/api/transfer-keys'
import type { TransferFilters } from '../../../entities/transfer/transfer-filters'
import {
  AUTH_REQUIRED,
  DELETE_FAILED_TEXT,
  DELETE_FAILED_TITLE,
  DELETED_TEXT,
  DELETED_TITLE,
  DELETED_TOAST_MS,
  LIST_FETCH_ERROR,
  LOG_IN_TO_VIEW,
  NO_CUSTOMERS,
} from '../../../entities/transfer/transfer-texts'
import { DownloadIcon, PlusIcon } from './transfer-icons'
import type { useTransfersExport } from './use-transfers-export'

interface DashboardHeaderProps {
  actsAsStaff: boolean
  csv: ReturnType<typeof useTransfersExport>
  filters: TransferFilters
  /** The list's counters have arrived: there is something to export. */
  canExport: boolean
}

/**
 * The Customer Dashboard's title, Add Customer (staff) and the CSV export with its progress. Staff
 * may include the archived transfers: they left the list, not the books.
 */
export function DashboardHeader({ actsAsStaff, csv, filters, canExport }: DashboardHeaderProps) {
  const { t } = useLingui()
  const [includeArchived, setIncludeArchived] = useState(false)
  const exportedRows = csv.exporting === null ? null : formatCount(csv.exporting)
  return (
    <PageHeader
      title={t`Customer Dashboard`}
      subtitle={actsAsStaff ? t`Every transfer, newest first.` : t`Your transfers, newest first.`}
      actions={
        <>
          {actsAsStaff ? (
            <ButtonLink to={paths.addCustomer.getHref()}>
              <PlusIcon className="button__icon" />
              <Trans>Add Customer</Trans>
            </ButtonLink>
          ) : null}
          {csv.exporting !== null ? (
            <Button variant="secondary" onClick={csv.cancel} aria-describedby="export-progress">
              <Trans>Cancel export</Trans>
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => void csv.start({ filters, includeArchived: actsAsStaff && includeArchived })}
              disabled={!canExport}
            >
              <DownloadIcon className="button__icon" />
              <Trans>Export</Trans>
            </Button>
          )}
          {actsAsStaff ? (
            <label className="customers__export-archived">
              <input
                type="checkbox"
                checked={includeArchived}
                disabled={csv.exporting !== null}
                onChange={(event) => setIncludeArchived(event.target.checked)}
              />
              <Trans>Include archived</Trans>
            </label>
          ) : null}
          <span id="export-progress" className="customers__export-status" role="status">
            {exportedRows !== null ? t`Exporting… ${exportedRows} rows` : ''}
          </span>
        </>
      }
    />
  )
}

/** The list could not be read: the reason (or, signed out, a way to sign in), Try again and Dismiss. */
export function ListLoadError({ error, onRetry, onDismiss }: { error: Error; onRetry: () => void; onDismiss: () => void }) {
  const { i18n } = useLingui()
  const signedOut = error instanceof ApiError && error.status === 401
  const logInToView = i18n._(LOG_IN_TO_VIEW)
  return (
    <ErrorBox title={i18n._(LIST_FETCH_ERROR)} message={signedOut ? i18n._(AUTH_REQUIRED) : error.message} onRetry={onRetry}>
      {signedOut ? (
        <p>
          <Trans>
            {logInToView}. <Link to={paths.signIn.getHref()}>Sign In</Link>
          </Trans>
        </p>
      ) : null}
      <Button variant="secondary" onClick={onDismiss}>
        <Trans>Dismiss</Trans>
      </Button>
    </ErrorBox>
  )
}

/** No transfer to list: none matches the search or filters, or (staff) a way to add the first. */
export function NoCustomers({ filtered, actsAsStaff }: { filtered: boolean; actsAsStaff: boolean }) {
  const { i18n } = useLingui()
  return (
    <EmptyState as="section" title={i18n._(NO_CUSTOMERS)} titleAs="h3" titleId="customers-empty-title">
      {filtered ? (
        <p>
          <Trans>No transfer matches this search or these filters.</Trans>
        </p>
      ) : actsAsStaff ? (
        <ButtonLink to={paths.addCustomer.getHref()}>
          <Trans>Add New Customer</Trans>
        </ButtonLink>
      ) : null}
    </EmptyState>
  )
}

interface DeleteTransferDialogProps {
  /** The transfer whose delete was asked for (null: closed). */
  transfer: Transfer | null
  /** Staff archive a transfer closed in the ledger; a sender deletes a cancelled one from their list. */
  role: 'sender' | 'staff'
  onDeleted: () => void
  onClose: () => void
}

/**
 * The row's delete. A sender's transfer whose money is on its way cannot be deleted (12 CFR 1005.34):
 * the dialog says why and offers what they can do instead, on the transfer's page: cancel it (within
 * 30 minutes of payment) or report a problem. Otherwise spec 8's 'Are you sure?' (staff: archive,
 * which keeps the transfer's history and entries); a refusal stays in the dialog ('Error!' with the
 * server's reason), success closes it.
 */
export function DeleteTransferDialog({ transfer, role, onDeleted, onClose }: DeleteTransferDialogProps) {
  const { t, i18n } = useLingui()
  const call = useAuthedCall()
  const invalidate = useInvalidateTransfers()
  if (transfer && role === 'sender' && fundsInFlight(transfer.status)) {
    return <PaidForDialog transfer={transfer} onClose={onClose} />
  }
  const staff = role === 'staff'
  const confirmDelete = async () => {
    if (!transfer) return
    await deleteTransfer(call, transfer.id)
    const done = staff
      ? t`Archived. The transfer has left the lists; its history and its entries in the books are kept.`
      : `${i18n._(DELETED_TITLE)} ${i18n._(DELETED_TEXT)}`
    showToast(done, { durationMs: DELETED_TOAST_MS })
    void invalidate()
    onDeleted()
  }
  return (
    <ConfirmDialog
      open={transfer !== null}
      title={staff ? t`Archive this transfer?` : i18n._(DELETE_QUESTION.title)}
      message={
        staff
          ? t`It leaves the lists and the search. Its history, its receipt and its entries in the books are kept.`
          : i18n._(DELETE_QUESTION.message)
      }
      confirmLabel={staff ? t`Yes, archive it` : t`Yes, delete it!`}
      tone="danger"
      onConfirm={confirmDelete}
      describeFailure={(error) => ({
        title: i18n._(DELETE_FAILED_TITLE),
        message: error instanceof Error && error.message ? error.message : i18n._(DELETE_FAILED_TEXT),
      })}
      onClose={onClose}
    />
  )
}

/** Why a sender's paid-for transfer stays, and the two things they can do instead (both on the transfer's page). */
function PaidForDialog({ transfer, onClose }: { transfer: Transfer; onClose: () => void }) {
  const { t } = useLingui()
  const cancellable = useNow() <= cancelWindowEnd(transfer)
  const details = paths.customerDetails.getHref(transfer.id)
  return (
    <Modal open onClose={onClose} title={t`This transfer cannot be deleted`}>
      <p className="confirm-dialog__message">{serverText(PAID_FOR_MESSAGE)}</p>
      <div className="confirm-dialog__actions">
        {cancellable ? (
          <ButtonLink to={details}>
            <Trans>Cancel the transfer</Trans>
          </ButtonLink>
        ) : null}
        <ButtonLink to={details} variant={cancellable ? 'secondary' : 'primary'}>
          <Trans>Report a problem</Trans>
        </ButtonLink>
      </div>
    </Modal>
  )
}
