import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Link } from 'react-router'
import { isVerifiedStaff } from '../../../../../shared/auth/permissions'
import { canEditTransfer } from '../../../../../shared/transfers/transfer-permissions'
import { Button, ButtonLink } from '../../../components/button/button'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { useSession } from '../../../lib/session/session-provider'
import { useTransfer } from '../../../entities/transfer/api/get-transfer'
import { PRINT_FETCH_ERROR, VIEW_FETCH_ERROR } from '../../../entities/transfer/transfer-texts'
import { BackIcon, PrinterIcon } from './transfer-icons'
import { sendAgainHref } from '../../../entities/recipient/send-again'
import { TransferLoadError } from './transfer-load-error'
import { ReceiptView } from './receipt-view'
import { CancelTransferButton } from '../../../entities/transfer/components/cancel-transfer'
import { TransferTimeline } from './transfer-timeline'
import './transfers-dashboard.css'
import { FormAlert } from '../../../components/form/form-alert'
import { formatDate } from '../../../lib/format'

/** Opens the browser's print dialog; the print stylesheet leaves only the receipt on the page. */
const printReceipt = () => window.print()

/**
 * Back and Print. Staff go back to the customers list; a sender reading their own receipt goes back
 * to their transfers (the receipt speaks to whoever reads it).
 */
function Toolbar({ children }: { children?: ReactNode }) {
  const { user } = useSession()
  const staff = user ? isVerifiedStaff(user) : false
  return (
    <div className="receipt-toolbar split-row">
      <Link to={staff ? paths.customers.getHref() : paths.dashboardMyReciepients.getHref()} className="back-link">
        <BackIcon className="back-link__icon" />
        {staff ? <Trans>Back to customers</Trans> : <Trans>Back to my transfers</Trans>}
      </Link>
      <div className="receipt-toolbar__actions">
        {children}
        <Button onClick={printReceipt}>
          <PrinterIcon className="button__icon" />
          <Trans>Print</Trans>
        </Button>
      </div>
    </div>
  )
}

/**
 * Spec 2.9: /customers/customer-print-receipt/{id} — the receipt, with Print, for the sender and for
 * staff, whatever the status (the sender is owed it when they pay, 12 CFR 1005.31(e)).
 */
export function TransferReceipt({ id }: { id: string }) {
  const { t, i18n } = useLingui()
  const { data, error, mutate } = useTransfer(id, i18n._(PRINT_FETCH_ERROR))
  if (error) return <TransferLoadError error={error} title={i18n._(PRINT_FETCH_ERROR)} onRetry={() => void mutate()} />
  if (!data) return <Spinner label={t`Loading receipt…`} />
  return (
    <div className="customers">
      <Toolbar />
      <ReceiptView transfer={data} />
    </div>
  )
}

/** What the details page shows under the timeline: the claims feature's problem reports, composed in by the app. */
export type RenderTransferClaims = (props: { transfer: Transfer; viewerId: string | undefined; staff: boolean }) => ReactNode

/**
 * Spec 2.9: /customers/view-customer-details/{id} — the same receipt, with Print, Edit and
 * Cancel while the lifecycle table allows it, the transfer's timeline and its problem reports.
 */
export function TransferDetails({ id, renderClaims }: { id: string; renderClaims: RenderTransferClaims }) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const { data, error, mutate } = useTransfer(id, i18n._(VIEW_FETCH_ERROR))
  if (error) return <TransferLoadError error={error} title={i18n._(VIEW_FETCH_ERROR)} onRetry={() => void mutate()} />
  if (!data) return <Spinner label={t`Loading customer…`} />
  const edit = canEditTransfer(data)
  const staff = user ? isVerifiedStaff(user) : false
  const archivedOn = data.archivedAt ? formatDate(data.archivedAt, 'longDate') : undefined
  return (
    <div className="customers">
      <Toolbar>
        {/* The sender's own transfer, at a new quote: the same recipient, method and amount (docs/recipients.md). */}
        {user?.id === data.ownerId && !data.archivedAt ? (
          <ButtonLink variant="secondary" to={sendAgainHref(data)}>
            <Trans>Send again</Trans>
          </ButtonLink>
        ) : null}
        <CancelTransferButton transfer={data} />
        {edit.allowed ? (
          <ButtonLink variant="secondary" to={paths.editCustomer.getHref(data.id)}>
            <Trans>Edit</Trans>
          </ButtonLink>
        ) : null}
      </Toolbar>
      {archivedOn ? (
        // Archived is out of the lists, not gone: say so where the transfer is still read.
        <FormAlert tone="success">
          <Trans>Archived on {archivedOn}: this transfer is out of the lists. Its history and its entries in the books are kept.</Trans>
        </FormAlert>
      ) : null}
      <ReceiptView transfer={data} />
      <TransferTimeline transfer={data} viewerId={user?.id} staff={staff} />
      {renderClaims({ transfer: data, viewerId: user?.id, staff })}
    </div>
  )
}
