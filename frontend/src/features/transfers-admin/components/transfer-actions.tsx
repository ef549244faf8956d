import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { canArchiveTransfer, canEditTransfer, fundsInFlight, transferRoleOf } from '../../../../../shared/transfers/transfer-permissions'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { paths } from '../../../config/paths'
import { serverText } from '../../../lib/i18n/server-text'
import { ArchiveIcon, DetailsIcon, EyeIcon, PencilIcon, PrinterIcon, TrashIcon } from './transfer-icons'

export interface TransferActionsProps {
  transfer: Transfer
  /** The invoice as the row shows it: names each action for screen readers ('Edit SO-US-12'). */
  label: string
  actor: { isAdmin: boolean; superAdmin: boolean; verified: boolean }
  onQuickView: (transfer: Transfer) => void
  onDelete: (transfer: Transfer) => void
}

/**
 * Spec 2.7's row actions: quick view, edit (not for PAID), print receipt (any status: the sender's receipt is due when they pay, 12 CFR 1005.31(e)), view details,
 * delete: for staff an archive of a transfer closed in the ledger; for a sender, whose transfer is paid
 * for, a delete that offers cancel or report a problem while its money is on its way. The rules come
 * from shared/transfers/transfer-permissions, the same functions the API enforces; a refused action
 * stays visible, disabled, with the reason.
 */
export function TransferActions({ transfer, label, actor, onQuickView, onDelete }: TransferActionsProps) {
  const { t } = useLingui()
  const edit = canEditTransfer(transfer)
  const role = transferRoleOf(actor)
  const decision = canArchiveTransfer(role, transfer)
  // A sender's delete of a transfer on its way opens the dialog that says why and what to do instead.
  const remove = role === 'sender' && fundsInFlight(transfer.status) ? { allowed: true as const } : decision
  // The refusals' reasons are shared/transfers' (the same words the API answers with).
  const editReason = edit.allowed ? '' : edit.reason
  const removeReason = remove.allowed ? '' : serverText(remove.reason)
  const removeName = role === 'staff' ? t`Archive` : t`Delete`
  return (
    <div className="row-actions">
      <button
        type="button"
        className="row-action icon-button"
        aria-label={t`Quick view ${label}`}
        title={t`Quick view`}
        onClick={() => onQuickView(transfer)}
      >
        <EyeIcon className="row-action__icon" />
      </button>
      {edit.allowed ? (
        <ActionLink
          to={paths.editCustomer.getHref(transfer.id)}
          name={t`Edit ${label}`}
          title={t`Edit`}
          icon={<PencilIcon className="row-action__icon" />}
        />
      ) : (
        <button type="button" className="row-action icon-button" disabled aria-label={t`Edit ${label} (${editReason})`} title={editReason}>
          <PencilIcon className="row-action__icon" />
        </button>
      )}
      <ActionLink
        to={paths.customerPrintReceipt.getHref(transfer.id)}
        name={t`Print receipt ${label}`}
        title={t`Print receipt`}
        icon={<PrinterIcon className="row-action__icon" />}
      />
      <ActionLink
        to={paths.customerDetails.getHref(transfer.id)}
        name={t`View details ${label}`}
        title={t`View details`}
        icon={<DetailsIcon className="row-action__icon" />}
      />
      <button
        type="button"
        className="row-action row-action--danger icon-button"
        disabled={!remove.allowed}
        aria-label={remove.allowed ? `${removeName} ${label}` : `${removeName} ${label} (${removeReason})`}
        title={remove.allowed ? removeName : removeReason}
        onClick={() => onDelete(transfer)}
      >
        {role === 'staff' ? <ArchiveIcon className="row-action__icon" /> : <TrashIcon className="row-action__icon" />}
      </button>
    </div>
  )
}

/** A row action that opens a page: an icon, named for screen readers with the row's invoice. */
function ActionLink({ to, name, title, icon }: { to: string; name: string; title: string; icon: ReactNode }) {
  return (
    <Link className="row-action icon-button" to={to} aria-label={name} title={title}>
      {icon}
    </Link>
  )
}
