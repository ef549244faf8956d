import { Link } from 'react-router'
import { ContentPage, ContentSection } from '../../components/content-page/content-page'
import { GlobeIcon } from '../../components/icons/icons'
import { MapPinIcon } from '../../components/icons/page-icons'
import { paths } from '../../config/paths'
import { pageTitle, site } from '../../config/site'
import { ContactTiles } from '../../features/help/components/contact-tiles'
import { useDocumentTitle } from '../../hooks/use-document-title'
import './company-pages.css'

/** Footer slug /contact-us: the contact tiles, the postal and web addresses. */
export function ContactUsRoute() {
  useDocumentTitle(pageTitle('Contact us'))
  const { postalAddress, webAddress } = site.contact
  return (
    <ContentPage eyebrow="Contact us" title="We are here 24/7" lead="Call or e-mail us any time, day or night. We reply within 1 hour.">
      <ContentSection title="Talk to us">
        <ContactTiles />
      </ContentSection>
      <ContentSection title="Find us">
        <div className="contact-details">
          <div className="contact-details__item content-card">
            <MapPinIcon className="contact-details__icon" />
            <div>
              <h3 className="contact-details__title">Postal address</h3>
              <address>
                {postalAddress.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </div>
          </div>
          <div className="contact-details__item content-card">
            <GlobeIcon className="contact-details__icon" />
            <div>
              <h3 className="contact-details__title">On the web</h3>
              <p className="contact-details__text">{webAddress}</p>
            </div>
          </div>
        </div>
      </ContentSection>
      <ContentSection title="Quick answers">
        <p className="prose">
          Fees, statuses, passwords and more are answered in our <Link to={paths.faq.getHref()}>help center</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  )
}

export default ContactUsRoute
