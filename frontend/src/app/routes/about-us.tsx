import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ContentCards, type ContentCardItem } from '../../components/content-page/content-cards'
import { ContentPage, ContentSection } from '../../components/content-page/content-page'
import { paths } from '../../config/paths'
import { pageTitle, site } from '../../config/site'
import { DESTINATIONS } from '../../../../shared/countries/destinations'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { countryName } from '../../lib/format'
import './company-pages.css'

const STEPS: readonly ContentCardItem[] = [
  {
    title: msg`Choose where and how much`,
    text: msg`Pick the country and enter the amount in US dollars. You see the fee and the total straight away.`,
  },
  {
    title: msg`Add your recipient and pay`,
    text: msg`Enter who receives the money and how they collect it, then pay by debit or credit card.`,
  },
  {
    title: msg`They receive it`,
    text: msg`Your recipient collects cash, gets mobile money or receives a bank transfer, and you can follow the status.`,
  },
]

const VALUES: readonly ContentCardItem[] = [
  {
    title: msg`Clear prices`,
    text: msg`A 5% fee, 3% above $3,000, and a fixed rate of 1 USD = 1.0 USD. You see the total before you pay, and your recipient gets every dollar you send.`,
  },
  {
    title: msg`Care with your data`,
    text: msg`We keep only what we need. Of your card we keep the brand, last four digits and expiry date; the security code is never stored.`,
  },
  {
    title: msg`People who answer`,
    text: msg`Our support team is there 24 hours a day, 7 days a week, and replies within 1 hour.`,
  },
]

/** Footer slug /about-us: what the company does, in plain words (no invented history or figures). */
export default function AboutUsRoute() {
  const { t } = useLingui()
  useDocumentTitle(pageTitle(t`About us`))
  const brand = site.name
  return (
    <ContentPage
      eyebrow={t`About us`}
      title={t`Money home, made simple`}
      lead={t`${brand} helps people in the USA support family and friends in East Africa and Turkey: pay by card, and they collect the money the way that suits them.`}
    >
      <ContentSection title={t`Where we send`} lead={t`Every destination we serve is an instant-transfer destination.`}>
        <ul className="destination-list stack">
          {DESTINATIONS.map((country) => (
            <li key={country.id} className="destination-list__item surface">
              <img className="destination-list__flag" src={country.image} alt="" width="36" height="24" loading="lazy" />
              {countryName(country.id, country.countryName)}
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title={t`How it works`}>
        <ContentCards items={STEPS} ordered className="steps" />
      </ContentSection>
      <ContentSection title={t`What we stand for`}>
        <ContentCards items={VALUES} className="value-list" />
      </ContentSection>
      <ContentSection title={t`Questions?`}>
        <p className="prose">
          <Trans>
            Our <Link to={paths.faq.getHref()}>help center</Link> answers the common ones, and you can{' '}
            <Link to={paths.contactUs.getHref()}>contact us</Link> any time, day or night.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  )
}
