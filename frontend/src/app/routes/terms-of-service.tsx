import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ContentPage } from '../../components/content-page/content-page'
import { paths } from '../../config/paths'
import { pageTitle, site } from '../../config/site'
import { DESTINATIONS } from '../../../../shared/countries/destinations'
import { EXCHANGE_RATE_LABEL } from '../../../../shared/money/fees'
import { useDocumentTitle } from '../../hooks/use-document-title'
import './terms-of-service.css'

const TERMS_UPDATED = '25 November 2026'

/** Spelled out in the terms; the API enforces them (MIN_/MAX_TRANSFER_AMOUNT, infra/config/stages.ts). */
const MIN_TRANSFER = '$10'
const MAX_TRANSFER = '$10,000'

const destinationNames = (): string => {
  const names = DESTINATIONS.map((country) => country.countryName)
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}

interface Term {
  id: string
  title: string
  body: ReactNode
}

const TERMS: readonly Term[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms are the agreement between you and {site.name} (“we”, “us”) for using the {site.name} website and services. By creating an account
        or sending a transfer you accept them, together with our <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link>, which explains how we
        handle your personal information.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Remit',
    body: (
      <ul>
        <li>You must be at least 18 years old.</li>
        <li>The details you give us must be true, complete and your own, and you must keep them up to date.</li>
        <li>One account per person and per e-mail address. You use it only for yourself, to send money to people you know.</li>
        <li>We may ask you to confirm your identity, for example with documents you upload, and may hold a transfer until you have.</li>
      </ul>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>Keep your password secret and do not use it anywhere else. You are responsible for what is done with your account.</li>
        <li>Tell us at once if you think someone else has used your account.</li>
        <li>To protect you, sign-in pauses after 5 failed attempts within 15 minutes, for the rest of those 15 minutes.</li>
        <li>We may suspend or close an account that breaks these terms or the law. You can ask us to close yours at any time.</li>
      </ul>
    ),
  },
  {
    id: 'sending',
    title: 'Sending money',
    body: (
      <ul>
        <li>We send money to {destinationNames()}.</li>
        <li>Your recipient collects the money in cash, through mobile money or by bank transfer, as you choose.</li>
        <li>
          Your recipient is paid in US dollars at {EXCHANGE_RATE_LABEL}, or in their local currency at the rate we show before you pay, with the
          amount they will receive; that rate holds for 30 minutes.
        </li>
        <li>
          You must enter your recipient’s details correctly. We pay out to the person who matches the details you give us, and we cannot get money
          back once it has been paid to that person.
        </li>
        <li>
          Each transfer gets an invoice number starting with <code>US-</code>. It starts as PENDING and becomes PAID once the money has been paid out.
        </li>
      </ul>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and payment',
    body: (
      <ul>
        <li>
          The fee is 5% of the amount you send, or 3% when you send more than $3,000, rounded to the nearest cent. We show you the fee and the total
          before you confirm, and we charge nothing else: no hidden margin on the rate.
        </li>
        <li>You pay the amount plus the fee by debit or credit card, charged in US dollars.</li>
        <li>Your card issuer may charge its own fees, for example a cash-advance fee on a credit card. Those are between you and your issuer.</li>
      </ul>
    ),
  },
  {
    id: 'limits',
    title: 'Limits',
    body: (
      <ul>
        <li>
          Each transfer can be for {MIN_TRANSFER} to {MAX_TRANSFER}. To protect cards from misuse, we limit how many transfers one account, or one
          card, can make in an hour and in a day; if you reach a limit, we tell you when you can send again.
        </li>
        <li>The law may require us to ask for more information, or to set lower limits, for large or frequent transfers.</li>
      </ul>
    ),
  },
  {
    id: 'cancel',
    title: 'Changing and cancelling a transfer',
    body: (
      <ul>
        <li>
          While a transfer is PENDING you can correct your recipient’s details or cancel it. If you cancel, everything you paid for it, including the
          fee, is returned to the card you paid with.
        </li>
        <li>Once a transfer is PAID it is final: it can no longer be changed, cancelled or refunded.</li>
        <li>The destination country of a transfer cannot be changed. Cancel it and send a new one instead.</li>
      </ul>
    ),
  },
  {
    id: 'refuse',
    title: 'When we may refuse or delay a transfer',
    body: (
      <p>
        We may refuse, hold or cancel a transfer if we suspect fraud, a scam or a breach of the law or of sanctions, if we need to confirm your
        identity, or if its details are incomplete. We will tell you, unless the law forbids us to.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'What you must not do',
    body: (
      <>
        <ul>
          <li>Use {site.name} for anything illegal, including fraud, money laundering or financing terrorism.</li>
          <li>Send money on behalf of someone you do not know, or pretend to be someone else.</li>
          <li>Try to get into accounts or systems that are not yours, or to disrupt the service.</li>
        </ul>
        <p>
          Be careful of scams: never send money to someone you have not met in person, or to anyone who asks you to pay for a prize, a job, a loan or
          a delivery. Once paid out, the money cannot be recovered.
        </p>
      </>
    ),
  },
  {
    id: 'responsibility',
    title: 'Our responsibility',
    body: (
      <p>
        We send your money with reasonable care and skill. If a transfer goes wrong because of our mistake, we will put it right or refund you,
        including the fee. We are not responsible for losses caused by wrong details you gave us, by checks the law requires, or by events outside our
        control. Nothing in these terms limits rights you have under the law that cannot be limited.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms. We update the date at the top of this page, and tell you in advance by e-mail or when you next sign in if a change
        affects you. The terms that apply to a transfer are the ones in force when you confirmed it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms: call <a href={site.contact.phoneHref}>{site.contact.phone}</a> (toll-free, 24/7), e-mail{' '}
        <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>, or write to {site.contact.postalAddress.join(', ')}.
      </p>
    ),
  },
]

/** Terms of service (spec 2.1: /terms from sign-up and /terms-of-service from the footer). */
export function TermsOfServiceRoute() {
  useDocumentTitle(pageTitle('Terms of service'))
  return (
    <ContentPage eyebrow="Legal" title="Terms of service" lead={`Last updated ${TERMS_UPDATED}.`}>
      <div className="terms">
        <nav className="terms__toc content-card" aria-label="On this page">
          <h2 className="terms__toc-title">On this page</h2>
          <ol className="terms__toc-list">
            {TERMS.map((term) => (
              <li key={term.id}>
                <a href={`#terms-${term.id}`}>{term.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className="terms__list">
          {TERMS.map((term) => (
            <li key={term.id} className="terms__item">
              <section id={`terms-${term.id}`} className="terms__section prose" aria-labelledby={`terms-${term.id}-title`}>
                <h2 id={`terms-${term.id}-title`} className="terms__title">
                  {term.title}
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

export default TermsOfServiceRoute
