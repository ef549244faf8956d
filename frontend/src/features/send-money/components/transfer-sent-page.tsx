import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '../../../components/button/button'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { visitorMessage } from '../../../lib/api-error'
import { countryName } from '../../../lib/format'
import { useTransfer } from '../../../entities/transfer/api/get-transfer'
import { PaymentSuccess } from './payment-success'
import './send-page.css'
import './money-transfer.css'

const SENT_LOAD_ERROR = msg`We could not show this transfer.`

/**
 * The page a payment ends on, `/transfers/{id}/sent`: the transfer as the server has it (its
 * status, a hold included), not the wizard's memory of it. Reloading, bookmarking or coming back
 * to it shows the same transfer and sends nothing; the wizard that made it is gone (it was replaced
 * in the history), so Back cannot submit the payment again.
 */
export function TransferSentPage({ transferId }: { transferId: string }) {
  const { t, i18n } = useLingui()
  const { data: transfer, error, isLoading, mutate } = useTransfer(transferId, i18n._(SENT_LOAD_ERROR))
  useDocumentTitle(pageTitle(t`Payment sent`))
  const destination = transfer ? countryName(transfer.countryId, transfer.country) : undefined
  return (
    <div className="send-page">
      <div className="container money-transfer__inner">
        <section className="send-page__card money-transfer__card" aria-labelledby="money-transfer-title">
          <header className="send-page__header">
            <div>
              <h1 id="money-transfer-title" className="send-page__title">
                <Trans>Money Transfer</Trans>
              </h1>
              {destination !== undefined ? (
                <p className="money-transfer__subtitle">
                  <Trans>Send to {destination}</Trans>
                </p>
              ) : null}
            </div>
          </header>
          {error ? (
            <ErrorBox title={i18n._(SENT_LOAD_ERROR)} message={visitorMessage(error, i18n)} onRetry={() => void mutate()}>
              <ButtonLink to={paths.dashboardMyReciepients.getHref()} variant="secondary">
                <Trans>Track your transfers</Trans>
              </ButtonLink>
            </ErrorBox>
          ) : isLoading || !transfer ? (
            <Spinner label={t`Loading your transfer…`} />
          ) : (
            <PaymentSuccess transfer={transfer} />
          )}
        </section>
      </div>
    </div>
  )
}
