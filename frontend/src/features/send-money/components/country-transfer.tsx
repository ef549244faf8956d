import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { fromCents } from '../../../../../shared/money/money'
import { paymentTypesOf } from '../../../../../shared/transfers/payout-methods'
import { defaultOffer } from '../../../../../shared/countries/default-offers'
import { filterAmountText } from '../../../entities/transfer/amount-text'
import { decimalToMinor, payoutCurrenciesOf } from '../../../../../shared/money/currencies'
import { Spinner } from '../../../components/spinner/spinner'
import { paths } from '../../../config/paths'
import { pageTitle } from '../../../config/site'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { HydratedFieldset } from '../../../components/form/hydrated-fieldset'
import { visitorMessage } from '../../../lib/api-error'
import { countryName, formatMinorNumber } from '../../../lib/format'
import { serverText } from '../../../lib/i18n/server-text'
import { lazyModule, useLazyModule } from '../../../lib/lazy-module'
import { useSession } from '../../../lib/session/session-provider'
import { useCountry, type CountryDetails } from '../../../entities/transfer/api/get-country'
import { useQuote } from '../../../entities/transfer/api/use-quote'
import { LOAD_ERROR_TITLE } from '../../../entities/transfer/transfer-texts'
import '../../../components/form/form.css'
import './send-page.css'
import './country-transfer.css'
import { AmountField, RecipientGetsField } from './country-amount-fields'
import { CountryChoices } from './country-choices'
import { countryQuote } from './country-quote'
import { continueHref, ContinueLink, CountrySummary } from './country-summary'
import { useAmountQuote, type CountryFormValues } from './use-amount-quote'
import { useReceiveAmount } from './use-receive-amount'

export interface CountryTransferProps {
  /** The destination's id from the URL, e.g. 'ke'. */
  countryId: string
  /** `?amount=&currency=&paymentType=` (the page keeps its figures in its address); a value the destination does not offer is ignored. */
  query?: URLSearchParams
}

/** The form's values carried in the page's address, each only if the destination offers it. */
function initialValues(countryId: string, query: URLSearchParams | undefined): Partial<CountryFormValues> {
  const amount = query?.get('amount')
  const currency = payoutCurrenciesOf(countryId).find((offered) => offered === query?.get('currency'))
  const paymentType = paymentTypesOf(countryId).find((type) => type === query?.get('paymentType'))
  return {
    ...(amount ? { amount: filterAmountText(amount, '') } : {}),
    ...(currency ? { currency } : {}),
    ...(paymentType ? { paymentType } : {}),
  }
}

/**
 * Spec 2.4, the country transfer page: loading, error (spec 8: a popup with a link home, and the
 * message in the page) or the transfer form. The form is drawn at once from the destination as a
 * stage with the default amount range offers it (so the prerendered page paints it, and hydration
 * finds it), then from the API's offer; only an id that is no destination waits for the API.
 */
export function CountryTransfer({ countryId, query }: CountryTransferProps) {
  const { data: country, error } = useCountry(countryId, { fallbackData: defaultOffer(countryId) })
  const { t } = useLingui()
  const name = country ? countryName(country.id, country.countryName) : undefined
  useDocumentTitle(pageTitle(name !== undefined ? t`Send money to ${name}` : t`Send money`))

  if (error) return <LoadError message={visitorMessage(error)} />
  if (!country) return <LoadingCountry />
  return <TransferForm country={country} initial={initialValues(country.id, query)} />
}

function LoadingCountry() {
  const { t } = useLingui()
  return (
    <div className="send-page">
      <Spinner label={t`Loading country…`} />
    </div>
  )
}

// The error's box and popup (ErrorBox, Modal): loaded when the country fails to load,
// not with every visit to the page.
const loadErrorView = lazyModule(() => import('./country-load-error'))
// A signed-in sender's remaining limit; its own chunk, so a signed-out visitor never loads it.
const SendingLimitNotice = lazy(() => import('./sending-limit-notice'))

/**
 * Spec 8's load error (see CountryLoadError); the loading spinner stays while its code arrives. When
 * that code cannot arrive either (the network is down), the message and the link home are shown in
 * the page without the popup.
 */
function LoadError({ message }: { message: string }) {
  const { i18n } = useLingui()
  const [view, loadView] = useLazyModule(loadErrorView)
  const [offline, setOffline] = useState(false)
  useEffect(() => {
    if (!view) loadView().catch(() => setOffline(true))
  }, [view, loadView])
  if (view) return <view.CountryLoadError message={message} />
  if (!offline) return <LoadingCountry />
  return (
    <div className="send-page">
      <div role="alert" className="container country-transfer__inner">
        <p className="send-page__title">{i18n._(LOAD_ERROR_TITLE)}</p>
        <p>{message}</p>
        <Link to={paths.home.getHref()}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </div>
  )
}

function TransferForm({ country, initial }: { country: CountryDetails; initial: Partial<CountryFormValues> }) {
  const ids = useId()
  const { t, i18n } = useLingui()
  const name = countryName(country.id, country.countryName)
  const signedIn = Boolean(useSession().user)
  // The form's values live in react-hook-form (use-amount-quote), judged by the shared amount schema.
  const amount = useAmountQuote(country, initial)
  const { result, currency, paymentType } = amount
  const receive = useReceiveAmount(amount, country.id, currency, paymentType)

  const quoted = result.kind === 'quoted' ? result : undefined
  // The server's quote for the amount worked out, the currency and the receive method: a new
  // currency or receive method is a new quote for the amount already worked out.
  const asked = quoted ? { countryId: country.id, amountCents: quoted.fees.amountCents, payoutCurrency: currency, paymentType } : null
  const quote = countryQuote(useQuote(asked, amount.rules), asked !== null)
  const ready = quote.status === 'ready' && quote.quote.payoutCurrency === currency ? quote.quote : undefined
  // The shared schema's text (English, maybe with a figure) in the reader's language.
  const message = result.kind === 'invalid' ? (typeof result.message === 'string' ? serverText(result.message) : i18n._(result.message)) : undefined
  // US dollars follow the amount as typed (1:1, spec 2.4); another currency shows the quote's figure.
  const recipientGets = currency === 'USD' ? amount.amount : ready ? formatMinorNumber(decimalToMinor(ready.receiveAmount, currency), currency) : ''
  // Signed in, an amount over the sender's limit is refused here, with the limit's own words (the notice).
  const [refused, setRefused] = useState<boolean | undefined>(undefined)
  const href = quoted && ready && !(signedIn && refused === true) ? continueHref(country.id, quoted, currency, paymentType) : undefined
  // Continue pressed while the figures were still on their way (the click that left the amount
  // field): it goes on once they arrive, so one click is enough; a refusal meanwhile stops it.
  const pending = amount.amount.trim() !== '' && result.kind !== 'invalid' && quote.status !== 'failed' && !(signedIn && refused === true)
  const [continuing, setContinuing] = useState(false)
  if (continuing && !pending && href === undefined) setContinuing(false)
  const navigate = useNavigate()
  // The figures worked out go into the page's address (replacing it: no history entry per amount),
  // so a reload, or signing in or up from the navbar, comes back to them.
  const { pathname, search } = useLocation()
  const figures = quoted
    ? `?${new URLSearchParams({ amount: String(fromCents(quoted.fees.amountCents)), currency, paymentType }).toString()}`
    : undefined
  useEffect(() => {
    if (figures !== undefined && figures !== search) void navigate({ pathname, search: figures }, { replace: true })
  }, [figures, search, pathname, navigate])
  useEffect(() => {
    if (continuing && href !== undefined) void navigate(href)
  }, [continuing, href, navigate])

  return (
    <div className="send-page">
      <div className="container country-transfer__inner">
        <section className="country-transfer__card send-page__card" aria-labelledby={`${ids}-title`}>
          <header className="send-page__header country-transfer__header">
            <img className="send-page__flag" src={country.image} alt={t`${name} flag`} width={60} height={40} decoding="async" />
            <h1 id={`${ids}-title`} className="send-page__title">
              <Trans>Send to {name}</Trans>
            </h1>
          </header>

          {/* Prerendered, the fields are painted before the page's code runs: they take input once it does. */}
          <HydratedFieldset className="country-transfer__fields">
            <CountryChoices ids={ids} countryId={country.id} name={name} currency={currency} paymentType={paymentType} onChoose={amount.choose} />
            <AmountField ids={ids} amount={amount} message={message} />
            <RecipientGetsField ids={ids} currency={currency} value={recipientGets} quote={quote} receive={receive} />
          </HydratedFieldset>

          {signedIn ? (
            <Suspense fallback={null}>
              <SendingLimitNotice amountCents={quoted?.fees.amountCents} onRefusal={setRefused} />
            </Suspense>
          ) : null}
          <CountrySummary quoted={quoted} ready={ready} />
          <ContinueLink
            href={href}
            pending={pending}
            continuing={continuing}
            onContinue={() => {
              amount.compute()
              setContinuing(true)
            }}
          />
        </section>
      </div>
    </div>
  )
}
