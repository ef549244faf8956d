import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ContentPage } from '../../components/content-page/content-page'
import { paths } from '../../config/paths'
import { pageTitle, site } from '../../config/site'
import { DESTINATIONS } from '../../../../shared/countries/destinations'
import { EXCHANGE_RATE_LABEL } from '../../../../shared/money/fees'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { countryName, formatWholeUsd } from '../../lib/format'
import './terms-of-service.css'

/** Shown under the title; change it with the text (translators write it in their language's date style). */
const TERMS_UPDATED = msg({ message: '25 November 2026', comment: 'The date the terms of service last changed' })

/** Spelled out in the terms; the API enforces them (MIN_/MAX_TRANSFER_AMOUNT, infra/config/stages.ts). */
const MIN_TRANSFER_CENTS = 1_000
const MAX_TRANSFER_CENTS = 1_000_000

const brand = site.name

/** The destinations, in the reader's language. */
function SendingTerms() {
  useLinguiContext() // country names and the list follow the reader's language: render again when it changes
  const names = DESTINATIONS.map((country) => countryName(country.id, country.countryName))
  const countries = names.slice(0, -1).join(', ')
  const lastCountry = names.at(-1) ?? ''
  return (
    <ul>
      <li>
        <Trans>
          We send money to {countries} and {lastCountry}.
        </Trans>
      </li>
      <li>
        <Trans>Your recipient collects the money in cash, through mobile money or by bank transfer, as you choose.</Trans>
      </li>
      <li>
        <Trans>
          Your recipient is paid in US dollars at {EXCHANGE_RATE_LABEL}, or in their local currency at the rate we show before you pay, with the
          amount they will receive; that rate holds for 30 minutes.
        </Trans>
      </li>
      <li>
        <Trans>
          You must enter your recipient’s details correctly. We pay out to the person who matches the details you give us, and we cannot get money
          back once it has been paid to that person.
        </Trans>
      </li>
      <li>
        <Trans>
          Each transfer gets an invoice number starting with <code>US-</code>. It starts as PENDING and becomes PAID once the money has been paid out.
        </Trans>
      </li>
    </ul>
  )
}

/** The amounts, in the reader's number format. */
function LimitTerms() {
  useLinguiContext() // formats in the reader's language: renders again when it changes
  const minimum = formatWholeUsd(MIN_TRANSFER_CENTS)
  const maximum = formatWholeUsd(MAX_TRANSFER_CENTS)
  return (
    <ul>
      <li>
        <Trans>
          Each transfer can be for {minimum} to {maximum}. To protect cards from misuse, we limit how many transfers one account, or one card, can
          make in an hour and in a day; if you reach a limit, we tell you when you can send again.
        </Trans>
      </li>
      <li>
        <Trans>The law may require us to ask for more information, or to set lower limits, for large or frequent transfers.</Trans>
      </li>
    </ul>
  )
}

function ContactTerms() {
  const { phone, phoneHref, email, postalAddress } = site.contact
  const address = postalAddress.join(', ')
  return (
    <p>
      <Trans>
        Questions about these terms: call <a href={phoneHref}>{phone}</a> (toll-free, 24/7), e-mail <a href={`mailto:${email}`}>{email}</a>, or write
        to {address}.
      </Trans>
    </p>
  )
}

interface Term {
  id: string
  title: MessageDescriptor
  body: ReactNode
}

const TERMS: readonly Term[] = [
  {
    id: 'about',
    title: msg`About these terms`,
    body: (
      <p>
        <Trans>
          These terms are the agreement between you and {brand} (“we”, “us”) for using the {brand} website and services. By creating an account or
          sending a transfer you accept them, together with our <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link>, which explains how we
          handle your personal information.
        </Trans>
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: msg`Who can use ${brand}`,
    body: (
      <ul>
        <li>
          <Trans>You must be at least 18 years old.</Trans>
        </li>
        <li>
          <Trans>The details you give us must be true, complete and your own, and you must keep them up to date.</Trans>
        </li>
        <li>
          <Trans>One account per person and per e-mail address. You use it only for yourself, to send money to people you know.</Trans>
        </li>
        <li>
          <Trans>We may ask you to confirm your identity, for example with documents you upload, and may hold a transfer until you have.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'account',
    title: msg`Your account`,
    body: (
      <ul>
        <li>
          <Trans>Keep your password secret and do not use it anywhere else. You are responsible for what is done with your account.</Trans>
        </li>
        <li>
          <Trans>Tell us at once if you think someone else has used your account.</Trans>
        </li>
        <li>
          <Trans>To protect you, sign-in pauses after 5 failed attempts within 15 minutes, for the rest of those 15 minutes.</Trans>
        </li>
        <li>
          <Trans>We may suspend or close an account that breaks these terms or the law. You can ask us to close yours at any time.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'sending',
    title: msg`Sending money`,
    body: <SendingTerms />,
  },
  {
    id: 'fees',
    title: msg`Fees and payment`,
    body: (
      <ul>
        <li>
          <Trans>
            The fee is 5% of the amount you send, or 3% when you send more than $3,000, rounded to the nearest cent. We show you the fee and the total
            before you confirm, and we charge nothing else: no hidden margin on the rate.
          </Trans>
        </li>
        <li>
          <Trans>You pay the amount plus the fee by debit or credit card, charged in US dollars.</Trans>
        </li>
        <li>
          <Trans>
            Your card issuer may charge its own fees, for example a cash-advance fee on a credit card. Those are between you and your issuer.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'limits',
    title: msg`Limits`,
    body: <LimitTerms />,
  },
  {
    id: 'cancel',
    title: msg`Changing and cancelling a transfer`,
    body: (
      <ul>
        <li>
          <Trans>
            While a transfer is PENDING you can correct your recipient’s details or cancel it. If you cancel, everything you paid for it, including
            the fee, is returned to the card you paid with.
          </Trans>
        </li>
        <li>
          <Trans>Once a transfer is PAID it is final: it can no longer be changed, cancelled or refunded.</Trans>
        </li>
        <li>
          <Trans>The destination country of a transfer cannot be changed. Cancel it and send a new one instead.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: 'refuse',
    title: msg`When we may refuse or delay a transfer`,
    body: (
      <p>
        <Trans>
          We may refuse, hold or cancel a transfer if we suspect fraud, a scam or a breach of the law or of sanctions, if we need to confirm your
          identity, or if its details are incomplete. We will tell you, unless the law forbids us to.
        </Trans>
      </p>
    ),
  },
  {
    id: 'conduct',
    title: msg`What you must not do`,
    body: (
      <>
        <ul>
          <li>
            <Trans>Use {brand} for anything illegal, including fraud, money laundering or financing terrorism.</Trans>
          </li>
          <li>
            <Trans>Send money on behalf of someone you do not know, or pretend to be someone else.</Trans>
          </li>
          <li>
            <Trans>Try to get into accounts or systems that are not yours, or to disrupt the service.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Be careful of scams: never send money to someone you have not met in person, or to anyone who asks you to pay for a prize, a job, a loan
            or a delivery. Once paid out, the money cannot be recovered.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'responsibility',
    title: msg`Our responsibility`,
    body: (
      <p>
        <Trans>
          We send your money with reasonable care and skill. If a transfer goes wrong because of our mistake, we will put it right or refund you,
          including the fee. We are not responsible for losses caused by wrong details you gave us, by checks the law requires, or by events outside
          our control. Nothing in these terms limits rights you have under the law that cannot be limited.
        </Trans>
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to these terms`,
    body: (
      <p>
        <Trans>
          We may change these terms. We update the date at the top of this page, and tell you in advance by e-mail or when you next sign in if a
          change affects you. The terms that apply to a transfer are the ones in force when you confirmed it.
        </Trans>
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg`Contact us`,
    body: <ContactTerms />,
  },
]

/** Terms of service (spec 2.1: /terms from sign-up and /terms-of-service from the footer). */
export default function TermsOfServiceRoute() {
  const { t, i18n } = useLingui()
  useDocumentTitle(pageTitle(t`Terms of service`))
  const updated = i18n._(TERMS_UPDATED)
  return (
    <ContentPage eyebrow={t`Legal`} title={t`Terms of service`} lead={t`Last updated ${updated}.`}>
      <div className="terms">
        <nav className="terms__toc content-card surface surface--raised" aria-label={t`On this page`}>
          <h2 className="terms__toc-title eyebrow">
            <Trans>On this page</Trans>
          </h2>
          <ol className="terms__toc-list">
            {TERMS.map((term) => (
              <li key={term.id}>
                <a href={`#terms-${term.id}`}>{i18n._(term.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="terms__list">
          {TERMS.map((term) => (
            <li key={term.id} className="terms__item">
              <section id={`terms-${term.id}`} className="terms__section prose" aria-labelledby={`terms-${term.id}-title`}>
                <h2 id={`terms-${term.id}-title`} className="terms__title">
                  {i18n._(term.title)}
                </h2>
                {term.body}
              </section>
            </li>
          ))}
        </ol>
      </div>
    </ContentPage>
  )
}
