import { PageHeader } from '../../../components/page-header/page-header'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { flagPath } from '../../../../../shared/countries/destinations'
import { formatUsd } from '../../../../../shared/money/money'
import { maskCardNumber } from '../../../../../shared/transfers/card'
import { formatPhone, invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { ChevronDownIcon } from '../../../components/icons/page-icons'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { Modal } from '../../../components/modal/modal'
import { Pager } from '../../../components/pager/pager'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { CancelTransferButton } from './cancel-transfer'
import { paths } from '../../../config/paths'
import { useNumberedPages } from '../api/transfer-pages'
import { UsersGroupIcon } from '../../../components/icons/signed-in-icons'
import { NewTransferButton } from './new-transfer-button'
import './my-recipients.css'
import { RECIPIENTS_LOAD_ERROR, RECIPIENTS_POPUP_TITLE, RECIPIENTS_POPUP_TEXT, refundText } from '../transfer-texts'
import { formatDate } from '../../../lib/format'
import { payoutText } from '../payout-text'

/** Spec 2.10, 9: five recipients per page. */
export const RECIPIENTS_PAGE_SIZE = 5

/** 'Showing 6-10 of 12 recipients' (spec 2.10). */
export function showingText(page: number, shown: number, total: number): string {
  const first = (page - 1) * RECIPIENTS_PAGE_SIZE + 1
  return `Showing ${first}-${first + shown - 1} of ${total} ${total === 1 ? 'recipient' : 'recipients'}`
}

function RecipientCard({ transfer, onChanged }: { transfer: Transfer; onChanged: () => void }) {
  const [expanded, setExpanded] = useState(false)
  const detailsId = useId()
  const fullName = [transfer.firstName, transfer.middleName, transfer.lastName].filter(Boolean).join(' ')
  return (
    <li className="recipient-card">
      <div className="recipient-card__top">
        <img className="recipient-card__flag" src={flagPath(transfer.countryId)} alt="" width={36} height={24} />
        <div className="recipient-card__who">
          <h3 className="recipient-card__name">{fullName}</h3>
          <p className="recipient-card__place">
            {transfer.country}, {transfer.city}
          </p>
        </div>
        <StatusBadge status={transfer.status} />
      </div>
      <dl className="recipient-card__facts">
        <div>
          <dt>Phone</dt>
          <dd>{formatPhone(transfer.mobileNumber)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatUsd(transfer.amountCents)}</dd>
        </div>
        {transfer.payout.currency === 'USD' ? null : (
          <div>
            <dt>Recipient gets</dt>
            <dd>{payoutText(transfer.payout)}</dd>
          </div>
        )}
        <div>
          <dt>Fees</dt>
          <dd>{formatUsd(transfer.feeCents)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="recipient-card__total">{formatUsd(transfer.totalCents)}</dd>
        </div>
        <div>
          <dt>Invoice</dt>
          <dd>{invoiceLabel(transfer.country, transfer.invoiceNumber)}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={transfer.createdAt}>{formatDate(transfer.createdAt, 'dateTime')}</time>
          </dd>
        </div>
      </dl>
      <div className="recipient-card__actions">
        <button
          type="button"
          className="recipient-card__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Hide details' : 'Show details'}
          <span className="visually-hidden"> for {fullName}</span>
          <ChevronDownIcon className="recipient-card__chevron" />
        </button>
        <Link to={paths.customerDetails.getHref(transfer.id)} className="recipient-card__link">
          View transfer<span className="visually-hidden"> to {fullName}</span>
        </Link>
        <CancelTransferButton transfer={transfer} compact onCancelled={onChanged} />
      </div>
      {transfer.cancellation ? <p className="recipient-card__refund">{refundText(transfer.cancellation.refundCents, transfer.card)}.</p> : null}
      <dl id={detailsId} className="recipient-card__details" hidden={!expanded}>
        <div>
          <dt>Relationship</dt>
          <dd>{transfer.relationship}</dd>
        </div>
        <div>
          <dt>Sending reason</dt>
          <dd>{transfer.sendingReason}</dd>
        </div>
        <div>
          <dt>Payment type</dt>
          <dd>{transfer.paymentType}</dd>
        </div>
        <div>
          <dt>Payment method</dt>
          <dd>{transfer.paymentMethod}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>
            {transfer.card.brand} {maskCardNumber(transfer.card.last4)}
          </dd>
        </div>
      </dl>
    </li>
  )
}

/**
 * My Recipients (spec 2.10): the signed-in user's own transfers, each with its recipient, five per
 * page from the server's cursor pages, newest first, as cards whose payment details expand.
 */
export function MyRecipients() {
  const pages = useNumberedPages('mine', {}, RECIPIENTS_PAGE_SIZE)
  const { rows, error, isLoading, pageLoading, page } = pages
  const [dismissed, setDismissed] = useState<Error | undefined>()
  const total = pages.stats?.total
  const totalPages = total === undefined ? undefined : Math.max(1, Math.ceil(total / RECIPIENTS_PAGE_SIZE))

  return (
    <section className="recipients" aria-labelledby="recipients-heading" aria-busy={isLoading || pageLoading}>
      <PageHeader
        size="section"
        title="Your recipients"
        titleId="recipients-heading"
        subtitle={
          <span className="recipients__showing" role="status">
            {total !== undefined && total > 0 && rows.length > 0 ? showingText(page, rows.length, total) : null}
          </span>
        }
        actions={<NewTransferButton>New Transfer</NewTransferButton>}
      />

      {error ? (
        <ErrorBox title={RECIPIENTS_LOAD_ERROR} message={error.message} onRetry={pages.retry} retrying={pages.isValidating} />
      ) : isLoading || pageLoading ? (
        <ul className="recipients__list" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="recipient-card recipient-card--skeleton" />
          ))}
        </ul>
      ) : total === 0 ? (
        <EmptyState icon={UsersGroupIcon} title="No Recipients Yet" titleAs="h3">
          <p>Send money to someone and they will be listed here, ready for your next transfer.</p>
          <NewTransferButton>Send Money Now</NewTransferButton>
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>
          <p>There are no more recipients on this page.</p>
          <Button variant="secondary" onClick={() => pages.goTo(1)}>
            Back to the first page
          </Button>
        </EmptyState>
      ) : (
        <ul className="recipients__list">
          {rows.map((transfer) => (
            <RecipientCard key={transfer.id} transfer={transfer} onChanged={pages.retry} />
          ))}
        </ul>
      )}

      {!isLoading && !error ? (
        <Pager
          page={page}
          totalPages={totalPages}
          hasNext={pages.hasNext}
          onGoTo={pages.goTo}
          busy={pageLoading || isLoading}
          label="Recipients pages"
          className="recipients__pager"
        />
      ) : null}

      <Modal open={Boolean(error) && error !== dismissed} onClose={() => setDismissed(error)} title={RECIPIENTS_POPUP_TITLE}>
        <p>{RECIPIENTS_POPUP_TEXT}</p>
      </Modal>
    </section>
  )
}
