import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { DESTINATIONS, flagPath } from '../../../../../shared/countries/destinations'
import { maskCardNumber } from '../../../../../shared/transfers/card'
import { formatPhone } from '../../../../../shared/transfers/phone/format-phone'
import { invoiceLabel } from '../../../../../shared/transfers/transfer-options'
import type { Transfer } from '../../../../../shared/transfers/transfer-schemas'
import { Button, ButtonLink } from '../../../components/button/button'
import { useBusyAction } from '../../../components/button/use-busy-action'
import { FormAlert } from '../../../components/form/form-alert'
import { ChevronDownIcon } from '../../../components/icons/page-icons'
import { Modal } from '../../../components/modal/modal'
import { StatusBadge } from '../../../components/status-badge/status-badge'
import { paths } from '../../../config/paths'
import { useRecipientActions } from '../../../entities/recipient/api/recipients'
import { sendAgainHref } from '../../../entities/recipient/send-again'
import { recipientOfTransfer } from '../../../entities/recipient/transfer-recipient'
import { CancelTransferButton } from '../../../entities/transfer/components/cancel-transfer'
import { Fact } from '../../../components/fact/fact'
import { payoutDetailRows } from '../../../entities/transfer/payout-details'
import { payoutText } from '../../../entities/transfer/payout-text'
import { dateAvailableText } from '../../../entities/transfer/date-available-text'
import { fullName as recipientNameOf } from '../../../entities/transfer/transfer-format'
import { optionLabel, refundText } from '../../../entities/transfer/transfer-texts'
import { countryName, formatDate, formatUsd } from '../../../lib/format'
import type { RecipientGroup } from './recipient-groups'

interface RecipientCardProps {
  group: RecipientGroup
  onChanged: () => void
  /** Says what a save or delete did, on the page: the card it was on is replaced or gone, and its focus with it. */
  onNotice: (text: string) => void
}

/**
 * One recipient of My Recipients: a saved recipient (Delete) or a person paid before and not saved
 * (Save recipient), the latest transfer's figures, Send again, and the transfers to them behind
 * Show details.
 */
export function RecipientCard({ group, onChanged, onNotice }: RecipientCardProps) {
  const { t } = useLingui()
  const [expanded, setExpanded] = useState(false)
  const { busy, failure, run } = useBusyAction()
  const actions = useRecipientActions()
  const detailsId = useId()
  const { details, saved } = group
  const latest = group.transfers[0]
  const fullName = recipientNameOf(details)
  // What Save recipient sends for a person paid before: the latest transfer's recipient.
  const toSave = !saved && latest ? recipientOfTransfer(latest) : undefined
  const country = countryName(
    details.countryId,
    latest?.country ?? DESTINATIONS.find((d) => d.id === details.countryId)?.countryName ?? details.countryId,
  )

  const act = (action: () => Promise<unknown>, done: string) =>
    run(async () => {
      await action()
      onNotice(done)
      onChanged()
    })

  return (
    <li className="recipient-card surface surface--raised">
      <div className="recipient-card__top">
        <img className="recipient-card__flag" src={flagPath(details.countryId)} alt="" width={36} height={24} />
        <div className="recipient-card__who">
          <h3 className="recipient-card__name">{fullName}</h3>
          <p className="recipient-card__place">
            {country}, {details.city}
          </p>
        </div>
        {saved ? (
          <span className="recipient-card__saved">
            <Trans>Saved</Trans>
          </span>
        ) : null}
        {latest ? <StatusBadge status={latest.status} /> : null}
      </div>
      <CardFacts details={details} latest={latest} />
      <div className="recipient-card__actions split-row">
        {latest ? (
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
        ) : null}
        {latest ? (
          <ButtonLink to={sendAgainHref(latest, saved)} variant="primary">
            <Trans>
              Send again<span className="visually-hidden"> to {fullName}</span>
            </Trans>
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.countryTransfer.getHref(details.countryId)} variant="primary">
            <Trans>
              Send money<span className="visually-hidden"> to {fullName}</span>
            </Trans>
          </ButtonLink>
        )}
        {saved ? (
          <SavedRecipientActions
            id={saved.id}
            fullName={fullName}
            busy={busy}
            onDelete={() =>
              void act(() => actions.remove(saved.id), t`${fullName} was deleted from your recipients. The transfers to them are kept.`)
            }
          />
        ) : latest && toSave ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void act(() => actions.save(toSave), t`${fullName} is saved in your recipients.`)}
          >
            <Trans>
              Save recipient<span className="visually-hidden"> {fullName}</span>
            </Trans>
          </Button>
        ) : null}
        {latest ? <LatestTransferActions transfer={latest} fullName={fullName} onChanged={onChanged} /> : null}
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {latest?.cancellation ? <p className="recipient-card__refund">{refundText(latest.cancellation.refundCents, latest.card)}.</p> : null}
      {latest ? <CardDetails id={detailsId} hidden={!expanded} latest={latest} group={group} fullName={fullName} onChanged={onChanged} /> : null}
    </li>
  )
}

/** The latest transfer's payment details and every transfer to the recipient, behind Show details. */
function CardDetails(props: { id: string; hidden: boolean; latest: Transfer; group: RecipientGroup; fullName: string; onChanged: () => void }) {
  const { t } = useLingui()
  const { id, hidden, latest, group, fullName, onChanged } = props
  // The latest is the card's own (its figures, View transfer and Cancel above); the list holds the others.
  const earlier = group.transfers.slice(1)
  return (
    <div id={id} className="recipient-card__details equal-columns" hidden={hidden}>
      <dl className="facts">
        <Fact label={t`Relationship`}>{optionLabel(latest.relationship)}</Fact>
        <Fact label={t`Sending reason`}>{optionLabel(latest.sendingReason)}</Fact>
        <Fact label={t`Payment method`}>{optionLabel(latest.paymentMethod)}</Fact>
        <Fact label={t`Card`}>
          {latest.card.brand} {maskCardNumber(latest.card.last4)}
        </Fact>
      </dl>
      {earlier.length > 0 ? (
        <>
          <h4 className="recipient-card__transfers-title">
            <Trans>Earlier transfers to {fullName}</Trans>
          </h4>
          <ul className="recipient-card__transfers">
            {earlier.map((transfer) => (
              <li key={transfer.id} className="recipient-card__transfer split-row">
                <span>
                  <time dateTime={transfer.createdAt}>{formatDate(transfer.createdAt, 'date')}</time> · {formatUsd(transfer.amountCents)} ·{' '}
                  {invoiceLabel(transfer.country, transfer.invoiceNumber)}
                </span>
                <StatusBadge status={transfer.status} />
                <Link to={paths.customerDetails.getHref(transfer.id)} className="recipient-card__link">
                  <Trans>
                    View transfer<span className="visually-hidden"> {transfer.invoiceNumber}</span>
                  </Trans>
                </Link>
                <CancelTransferButton transfer={transfer} compact onCancelled={onChanged} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/** A saved recipient's Edit (the address book's form) and Delete, which asks first. */
function SavedRecipientActions(props: { id: string; fullName: string; busy: boolean; onDelete: () => void }) {
  const { id, fullName, busy, onDelete } = props
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <ButtonLink to={paths.dashboardEditRecipient.getHref(id)} variant="secondary">
        <Trans>
          Edit<span className="visually-hidden"> {fullName}</span>
        </Trans>
      </ButtonLink>
      <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)} aria-haspopup="dialog">
        <Trans>
          Delete<span className="visually-hidden"> {fullName} from my recipients</span>
        </Trans>
      </Button>
      <DeleteDialog
        open={confirming}
        fullName={fullName}
        busy={busy}
        onClose={() => setConfirming(false)}
        onDelete={() => {
          setConfirming(false)
          onDelete()
        }}
      />
    </>
  )
}

/** Asks before a saved recipient is deleted, saying that their transfers stay. */
function DeleteDialog(props: { open: boolean; fullName: string; busy: boolean; onClose: () => void; onDelete: () => void }) {
  const { t } = useLingui()
  const { open, fullName, busy, onClose, onDelete } = props
  return (
    <Modal open={open} onClose={onClose} title={t`Delete ${fullName}?`}>
      <p>
        <Trans>They leave your recipients. The transfers you sent them are kept, with their receipts.</Trans>
      </p>
      <div className="split-row">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Keep</Trans>
        </Button>
        <Button variant="danger" disabled={busy} onClick={onDelete}>
          <Trans>Delete recipient</Trans>
        </Button>
      </div>
    </Modal>
  )
}

/** The recipient's phone and payout, and the latest transfer's figures. */
function CardFacts({ details, latest }: { details: RecipientGroup['details']; latest: Transfer | undefined }) {
  const { t, i18n } = useLingui()
  return (
    <dl className="recipient-card__facts equal-columns facts">
      <Fact label={t`Phone`}>{formatPhone(details.mobileNumber)}</Fact>
      <Fact label={t`Payment type`}>{optionLabel(details.paymentType)}</Fact>
      {payoutDetailRows(details, i18n).map(([label, value]) => (
        <Fact key={label} label={label} valueClassName="recipient-card__account">
          {value}
        </Fact>
      ))}
      {latest ? (
        <>
          <Fact label={t`Amount`}>{formatUsd(latest.amountCents)}</Fact>
          {latest.payout.currency === 'USD' ? null : <Fact label={t`Recipient gets`}>{payoutText(latest.payout)}</Fact>}
          <Fact label={t`Total`} valueClassName="recipient-card__total">
            {formatUsd(latest.totalCents)}
          </Fact>
          <Fact label={t`Invoice`}>{invoiceLabel(latest.country, latest.invoiceNumber)}</Fact>
          {latest.status === 'PENDING' || latest.status === 'ON_HOLD' ? (
            // Still to be collected: when; a held one's date depends on the review.
            <Fact label={t`Money available`}>{dateAvailableText(latest)}</Fact>
          ) : null}
          <Fact label={t`Date`}>
            <time dateTime={latest.createdAt}>{formatDate(latest.createdAt, 'dateTime')}</time>
          </Fact>
        </>
      ) : null}
    </dl>
  )
}

/** The latest transfer's own links: its details page and, while the lifecycle allows it, Cancel. */
function LatestTransferActions({ transfer, fullName, onChanged }: { transfer: Transfer; fullName: string; onChanged: () => void }) {
  return (
    <>
      <Link to={paths.customerDetails.getHref(transfer.id)} className="recipient-card__link">
        <Trans>
          View transfer<span className="visually-hidden"> to {fullName}</span>
        </Trans>
      </Link>
      <CancelTransferButton transfer={transfer} compact onCancelled={onChanged} />
    </>
  )
}
