import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { Button, ButtonLink } from '../../../components/button/button'
import { EmptyState } from '../../../components/empty-state/empty-state'
import { ErrorBox } from '../../../components/error-box/error-box'
import { UsersGroupIcon } from '../../../components/icons/signed-in-icons'
import { Modal } from '../../../components/modal/modal'
import { PageHeader } from '../../../components/page-header/page-header'
import { Pager } from '../../../components/pager/pager'
import { paths } from '../../../config/paths'
import { NewTransferButton } from '../../../entities/transfer/components/new-transfer-button'
import { RECIPIENTS_LOAD_ERROR, RECIPIENTS_POPUP_TEXT, RECIPIENTS_POPUP_TITLE } from '../../../entities/transfer/transfer-texts'
import { formatCount } from '../../../lib/format'
import { useSession } from '../../../lib/session/session-provider'
import { RecipientCard } from './recipient-card'
import { useRecipientGroups } from './use-recipient-groups'
import './my-recipients.css'

/** Spec 2.10, 9: five recipients per page. */
const RECIPIENTS_PAGE_SIZE = 5

/** 'Showing 6-10 of 12 recipients' (spec 2.10), in the reader's language. */
export function showingText(i18n: I18n, page: number, shown: number, total: number): string {
  const start = (page - 1) * RECIPIENTS_PAGE_SIZE + 1
  const first = formatCount(start)
  const last = formatCount(start + shown - 1)
  return i18n._(msg`Showing ${first}-${last} of ${plural(total, { one: '# recipient', other: '# recipients' })}`)
}

/** The notice a page navigating here left in the history entry's state, if any. */
function noticeOf(state: unknown): string {
  return typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string' ? state.notice : ''
}

/**
 * My Recipients (spec 2.10): the sender's address book, each saved recipient with the
 * transfers that went to them, then the people paid before and never saved, grouped by person
 * (docs/recipients.md), five per page, latest activity first; Send again, Save and Delete on each.
 */
export function MyRecipients() {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const { groups, recipients, transfers } = useRecipientGroups(user?.id)
  const [page, setPage] = useState(1)
  const [dismissed, setDismissed] = useState<Error | undefined>()
  // The form returns here saying what it saved (./recipient-editor).
  const { state } = useLocation()
  const [notice, setNotice] = useState(() => noticeOf(state))
  const error = recipients.error ?? transfers.error
  const isLoading = recipients.isLoading || transfers.isLoading
  const total = groups.length
  const totalPages = Math.max(1, Math.ceil(total / RECIPIENTS_PAGE_SIZE))
  const shownPage = Math.min(page, totalPages)
  const rows = groups.slice((shownPage - 1) * RECIPIENTS_PAGE_SIZE, shownPage * RECIPIENTS_PAGE_SIZE)
  const retry = () => {
    void recipients.mutate()
    void transfers.mutate()
  }

  return (
    <section className="recipients" aria-labelledby="recipients-heading" aria-busy={isLoading}>
      <PageHeader
        size="section"
        title={t`Your recipients`}
        titleId="recipients-heading"
        subtitle={
          <span className="list-count" role="status">
            {!isLoading && !error && total > 0 ? showingText(i18n, shownPage, rows.length, total) : null}
          </span>
        }
        actions={
          <>
            <ButtonLink to={paths.dashboardAddRecipient.getHref()} variant="secondary">
              <Trans>Add a recipient</Trans>
            </ButtonLink>
            <NewTransferButton>
              <Trans>New Transfer</Trans>
            </NewTransferButton>
          </>
        }
      />

      <p className="recipients__notice" role="status">
        {notice}
      </p>

      {error ? (
        <ErrorBox
          title={i18n._(RECIPIENTS_LOAD_ERROR)}
          message={error.message}
          onRetry={retry}
          retrying={recipients.isValidating || transfers.isValidating}
        />
      ) : isLoading ? (
        <ul className="stack" aria-hidden="true">
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
          <Button variant="secondary" onClick={() => setPage(1)}>
            <Trans>Back to the first page</Trans>
          </Button>
        </EmptyState>
      ) : (
        <ul className="stack">
          {rows.map((group) => (
            <RecipientCard key={group.key} group={group} onChanged={retry} onNotice={setNotice} />
          ))}
        </ul>
      )}

      {!isLoading && !error ? (
        <Pager page={shownPage} totalPages={totalPages} onGoTo={setPage} label={t`Recipients pages`} className="recipients__pager" />
      ) : null}

      <Modal open={Boolean(error) && error !== dismissed} onClose={() => setDismissed(error)} title={i18n._(RECIPIENTS_POPUP_TITLE)}>
        <p>{i18n._(RECIPIENTS_POPUP_TEXT)}</p>
      </Modal>
    </section>
  )
}
