import { Link } from 'react-router'
import { ContentPage, ContentSection } from '../../components/content-page/content-page'
import { paths } from '../../config/paths'
import { pageTitle, site } from '../../config/site'
import { DESTINATIONS } from '../../../../shared/countries/destinations'
import { useDocumentTitle } from '../../hooks/use-document-title'
import './company-pages.css'

const STEPS = [
  {
    title: 'Choose where and how much',
    text: 'Pick the country and enter the amount in US dollars. You see the fee and the total straight away.',
  },
  {
    title: 'Add your recipient and pay',
    text: 'Enter who receives the money and how they collect it, then pay by debit or credit card.',
  },
  {
    title: 'They receive it',
    text: 'Your recipient collects cash, gets mobile money or receives a bank transfer, and you can follow the status.',
  },
] as const

const VALUES = [
  {
    title: 'Clear prices',
    text: 'A 5% fee, 3% above $3,000, and a fixed rate of 1 USD = 1.0 USD. You see the total before you pay, and your recipient gets every dollar you send.',
  },
  {
    title: 'Care with your data',
    text: 'We keep only what we need. Of your card we keep the brand, last four digits and expiry date; the security code is never stored.',
  },
  {
    title: 'People who answer',
    text: 'Our support team is there 24 hours a day, 7 days a week, and replies within 1 hour.',
  },
] as const

/** Footer slug /about-us: what the company does, in plain words (no invented history or figures). */
export function AboutUsRoute() {
  useDocumentTitle(pageTitle('About us'))
  return (
    <ContentPage
      eyebrow="About us"
      title="Money home, made simple"
      lead={`${site.name} helps people in the USA support family and friends in East Africa and Turkey: pay by card, and they collect the money the way that suits them.`}
    >
      <ContentSection title="Where we send" lead="Every destination we serve is an instant-transfer destination.">
        <ul className="destination-list">
          {DESTINATIONS.map((country) => (
            <li key={country.id} className="destination-list__item">
              <img className="destination-list__flag" src={country.image} alt="" width="36" height="24" loading="lazy" />
              {country.countryName}
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title="How it works">
        <ol className="steps">
          {STEPS.map((step) => (
            <li key={step.title} className="steps__item content-card">
              <h3 className="steps__title">{step.title}</h3>
              <p className="steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection title="What we stand for">
        <ul className="value-list">
          {VALUES.map((value) => (
            <li key={value.title} className="content-card">
              <h3 className="value-list__title">{value.title}</h3>
              <p className="value-list__text">{value.text}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title="Questions?">
        <p className="prose">
          Our <Link to={paths.faq.getHref()}>help center</Link> answers the common ones, and you can{' '}
          <Link to={paths.contactUs.getHref()}>contact us</Link> any time, day or night.
        </p>
      </ContentSection>
    </ContentPage>
  )
}

export default AboutUsRoute
