import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { COMPANY } from '../../../../../shared/company'
import { payoutCurrencyOf } from '../../../../../shared/money/currencies'
import type { Tracking } from '../../../../../shared/tracking/tracking'
import type { TrackingStatus } from '../../../../../shared/tracking/tracking-rules'
import { Spinner } from '../../../components/spinner/spinner'
import { StatusPage } from '../../../components/status-page/status-page'
import { pageTitle } from '../../../config/site'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { ApiError } from '../../../lib/api-client'
import { formatDate, formatMinor } from '../../../lib/format'
import { serverText } from '../../../lib/i18n/server-text'
import { fetchTracking } from '../api/fetch-tracking'
import { Fact } from '../../../components/fact/fact'
import './tracking-page.css'

type Load = { kind: 'loading' } | { kind: 'ready'; tracking: Tracking } | { kind: 'failed'; status: number; message: string }

const TONE: Record<TrackingStatus, string> = { ready: 'success', 'on-the-way': 'info', paid: 'success', cancelled: 'muted' }

/**
 * The recipient's page behind the link in their SMS (`/track/<token>`): public, no sign-in, not
 * indexed and sending no referrer (the token is in the address). It shows only what collecting the
 * money needs — status, the date it is due, the amount, the reference, how to collect it — and the
 * sender's first name. Mobile first: one column, the reference large enough to show at a counter.
 */
export function TrackingPage({ token }: { token: string }) {
  const { t } = useLingui()
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  useDocumentTitle(pageTitle(t`Track your money`))

  useEffect(() => {
    // A new token is a new page (the route keys it), so the state starts at 'loading' without a reset here.
    const controller = new AbortController()
    fetchTracking(token, t`We could not load this page. Please try again.`, controller.signal).then(
      (tracking) => setLoad({ kind: 'ready', tracking }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const status = error instanceof ApiError ? error.status : 0
        const message =
          error instanceof ApiError && error.fromServer ? serverText(error.message, error.code) : t`We could not load this page. Please try again.`
        setLoad({ kind: 'failed', status, message })
      },
    )
    return () => controller.abort()
  }, [token, t])

  return (
    <>
      {/* React hoists these into <head>: a tracking page is nobody's search result, and its address is nobody else's. */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {load.kind === 'loading' ? (
        <div className="tracking-page container" aria-busy="true">
          <Spinner />
        </div>
      ) : load.kind === 'failed' ? (
        <StatusPage
          eyebrow={load.status === 404 ? '404' : undefined}
          title={load.status === 404 ? t`Link not found` : t`Something went wrong`}
          headingLevel={1}
        >
          <p>{load.message}</p>
          <p>{t`If you are expecting money, ask the sender for the reference, or call us on ${COMPANY.contact.phone}.`}</p>
        </StatusPage>
      ) : (
        <TrackingDetails tracking={load.tracking} />
      )}
    </>
  )
}

function TrackingDetails({ tracking }: { tracking: Tracking }) {
  const { t } = useLingui()
  const sender = tracking.senderFirstName || t`Your sender`
  const amount = formatMinor(tracking.amountMinor, payoutCurrencyOf(tracking.currency))
  const due = formatDate(`${tracking.dateAvailable}T00:00:00Z`, 'calendarDay')
  const statusLabel: Record<TrackingStatus, string> = {
    ready: t`Ready to collect`,
    'on-the-way': t`On its way`,
    paid: tracking.paymentType === 'Cash Collection' ? t`Collected` : t`Paid out`,
    cancelled: t`Cancelled`,
  }
  return (
    <section className="tracking-page container" aria-labelledby="tracking-title">
      <h1 id="tracking-title" className="tracking-page__title">
        {t`${sender} sent you money`}
      </h1>
      <p className="tracking-page__status">
        <span className={`pill tone-${TONE[tracking.status]}`}>{statusLabel[tracking.status]}</span>
      </p>
      <dl className="tracking-page__facts surface surface--raised">
        <Fact label={t`Amount`} valueClassName="tracking-page__amount">
          {amount}
        </Fact>
        <Fact label={t`Expected by`}>{due}</Fact>
        <Fact label={t`Reference`} valueClassName="tracking-page__reference">
          {tracking.reference}
        </Fact>
      </dl>
      <h2 className="tracking-page__subtitle">{t`How to get it`}</h2>
      <HowToCollect tracking={tracking} />
      <p className="tracking-page__help">{t`Questions? Call us on ${COMPANY.contact.phone}. We will never ask you for a PIN or a password.`}</p>
    </section>
  )
}

function HowToCollect({ tracking }: { tracking: Tracking }) {
  const { t } = useLingui()
  const reference = tracking.reference
  if (tracking.status === 'cancelled') return <p>{t`This transfer was cancelled and the sender was refunded. There is nothing to collect.`}</p>
  if (tracking.paymentType === 'Mobile Money') {
    const wallet = tracking.walletProvider ?? t`mobile money`
    return tracking.status === 'paid' ? (
      <p>{t`The money has been sent to your ${wallet} wallet. Check your balance; you do not need to do anything else.`}</p>
    ) : (
      <p>{t`The money will be sent to your ${wallet} wallet on the phone number the sender gave. You do not need to do anything.`}</p>
    )
  }
  if (tracking.paymentType === 'Bank Transfer') {
    const bank = tracking.bankName ?? t`your bank`
    return tracking.status === 'paid' ? (
      <p>{t`The money has been paid into your account at ${bank}. Your bank may take a little time to show it.`}</p>
    ) : (
      <p>{t`The money will be paid into your account at ${bank}. You do not need to do anything.`}</p>
    )
  }
  if (tracking.status === 'paid') return <p>{t`This money has been collected.`}</p>
  const city = tracking.city ?? ''
  return (
    <ol className="tracking-page__steps">
      <li>{t`Go to one of our agents in ${city}.`}</li>
      <li>{t`Give the reference ${reference}.`}</li>
      <li>{t`Show your ID (passport or national ID card). The name on it must match the name the sender gave.`}</li>
    </ol>
  )
}
