import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageHeader } from '../../../components/page-header/page-header'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { flagPath } from '../../../../../shared/countries/destinations'
import { maskCardNumber } from '../../../../../shared/transfers/card'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button } from '../../../components/button/button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { ChevronDownIcon } from '../../../components/icons/page-icons'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { Modal } from '../../../components/modal/modal'
import { Pager } from '../../../components/pager/pager'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { CancelTransferButton } from '../../../entities/transfer/components/cancel-transfer'
import { paths } from '../../../config/paths'
import { useNumberedPages } from '../../../entities/transfer/api/transfer-pages'
import { UsersGroupIcon } from '../../../components/icons/signed-in-icons'
import { NewTransferButton } from '../../../entities/transfer/components/new-transfer-button'
import './my-recipients.css'
import {
  optionLabel,
  RECIPIENTS_LOAD_ERROR,
  RECIPIENTS_POPUP_TEXT,
  RECIPIENTS_POPUP_TITLE,
  refundText,
} from '../../../entities/transfer/transfer-texts'
import { countryName, formatCount, formatDate, formatUsd } from '../../../lib/format'
import { payoutText } from '../../../entities/transfer/payout-text'
import { dateAvailableText } from '../../../entities/transfer/date-available-text'
import { fullName as recipientNameOf } from '../../../entities/transfer/transfer-format'

/** Spec 2.10, 9: five recipients per page. */
const RECIPIENTS_PAGE_SIZE = 5

/** 'Showing 6-10 of 12 recipients' (spec 2.10), in the reader's language. */
export function showingText(i18n: I18n, page: number, shown: number, total: number): string {
  const start = (page - 1) * RECIPIENTS_PAGE_SIZE + 1
  const first = formatCount(start)
  const last = formatCount(start + shown - 1)
  return i18n._(msg`Showing ${first}-${last} of ${plural(total, { one: '# recipient', other: '# recipients' })}`)
}

function RecipientCard({ transfer, onChanged }: { transfer: Transfer; onChanged: () => void }) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState(false)
  const detailsId = useId()
  const fullName = recipientNameOf(transfer)
  return (
    <li className="recipient-card surface surface--raised">
      <div className="recipient-card__top">
        <img className="recipient-card__flag" src={flagPath(transfer.countryId)} alt="" width={36} height={24} />
        <div className="recipient-card__who">
          <h3 className="recipient-card__name">{fullName}</h3>
          <p className="recipient-card__place">
            {countryName(transfer.countryId, transfer.country)}, {transfer.city}
          </p>
        </div>
        <StatusBadge status={transfer.status} />
      </div>
      <dl className="recipient-card__facts">
        <div>
          <dt>{t`Phone`}</dt>
          <dd>{formatPhone(transfer.mobileNumber)}</dd>
        </div>
        <div>
          <dt>{t`Amount`}</dt>
          <dd>{formatUsd(transfer.amountCents)}</dd>
        </div>
        {transfer.payout.currency === 'USD' ? null : (
          <div>
            <dt>{t`Recipient gets`}</dt>
            <dd>{payoutText(transfer.payout)}</dd>
          </div>
        )}
        <div>
          <dt>{t`Fees`}</dt>
          <dd>{formatUsd(transfer.feeCents)}</dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd className="recipient-card__total">{formatUsd(transfer.totalCents)}</dd>
        </div>
        <div>
          <dt>{t`Invoice`}</dt>
          <dd>{invoiceLabel(transfer.country, transfer.invoiceNumber)}</dd>
        </div>
        {transfer.status === 'PENDING' || transfer.status === 'ON_HOLD' ? (
          // Still to be collected: when; a held one's date depends on the review.
          <div>
            <dt>{t`Money available`}</dt>
            <dd>{dateAvailableText(transfer)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Date`}</dt>
          <dd>
            <time dateTime={transfer.createdAt}>{formatDate(transfer.createdAt, 'dateTime')}</time>
          </dd>
        </div>
      </dl>
      <div className="recipient-card__actions split-row">
        <button
          type="button"
          className="recipient-card__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (
            <Trans>
              Hide details<span className="visually-hidden"> for {fullName}</span>
            </Trans>
          ) : (
            <Trans>
              Show details<span className="visually-hidden"> for {fullName}</span>
            </Trans>
          )}
          <ChevronDownIcon className="recipient-card__chevron" />
        </button>
        <Link to={paths.customerDetails.getHref(transfer.id)} className="recipient-card__link">
          <Trans>
            View transfer<span className="visually-hidden"> to {fullName}</span>
          </Trans>
        </Link>
        <CancelTransferButton transfer={transfer} compact onCancelled={onChanged} />
      </div>
      {transfer.cancellation ? <p className="recipient-card__refund">{refundText(transfer.cancellation.refundCents, transfer.card)}.</p> : null}
      <dl id={detailsId} className="recipient-card__details" hidden={!expanded}>
        <div>
          <dt>{t`Relationship`}</dt>
          <dd>{optionLabel(transfer.relationship)}</dd>
        </div>
        <div>
          <dt>{t`Sending reason`}</dt>
          <dd>{optionLabel(transfer.sendingReason)}</dd>
        </div>
        <div>
          <dt>{t`Payment type`}</dt>
          <dd>{optionLabel(transfer.paymentType)}</dd>
        </div>
        <div>
          <dt>{t`Payment method`}</dt>
          <dd>{optionLabel(transfer.paymentMethod)}</dd>
        </div>
        <div>
          <dt>{t`Card`}</dt>
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
  const { t, i18n } = useLingui()
  const pages = useNumberedPages('mine', {}, RECIPIENTS_PAGE_SIZE)
  const { rows, error, isLoading, pageLoading, page } = pages
  const [dismissed, setDismissed] = useState<Error | undefined>()
  const total = pages.stats?.total
  const totalPages = total === undefined ? undefined : Math.max(1, Math.ceil(total / RECIPIENTS_PAGE_SIZE))

  return (
    <section className="recipients" aria-labelledby="recipients-heading" aria-busy={isLoading || pageLoading}>
      <PageHeader
        size="section"
        title={t`Your recipients`}
        titleId="recipients-heading"
        subtitle={
          <span className="recipients__showing" role="status">
            {total !== undefined && total > 0 && rows.length > 0 ? showingText(i18n, page, rows.length, total) : null}
          </span>
        }
        actions={
          <NewTransferButton>
            <Trans>New Transfer</Trans>
          </NewTransferButton>
        }
      />

      {error ? (
        <ErrorBox title={i18n._(RECIPIENTS_LOAD_ERROR)} message={error.message} onRetry={pages.retry} retrying={pages.isValidating} />
      ) : isLoading || pageLoading ? (
        <ul className="recipients__list" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} className="recipient-card recipient-card--skeleton surface surface--raised" />
          ))}
        </ul>
      ) : total === 0 ? (
        <EmptyState icon={UsersGroupIcon} title={t`No Recipients Yet`} titleAs="h3">
          <p>
            <Trans>Send money to someone and they will be listed here, ready for your next transfer.</Trans>
          </p>
          <NewTransferButton>
            <Trans>Send Money Now</Trans>
          </NewTransferButton>
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>There are no more recipients on this page.</Trans>
          </p>
          <Button variant="secondary" onClick={() => pages.goTo(1)}>
            <Trans>Back to the first page</Trans>
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
          label={t`Recipients pages`}
          className="recipients__pager"
        />
      ) : null}

      <Modal open={Boolean(error) && error !== dismissed} onClose={() => setDismissed(error)} title={i18n._(RECIPIENTS_POPUP_TITLE)}>
        <p>{i18n._(RECIPIENTS_POPUP_TEXT)}</p>
      </Modal>
    </section>
  )
}
