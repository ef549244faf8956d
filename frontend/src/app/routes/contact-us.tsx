import { Trans, useLingui } from '@lingui/react/macro'
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
export default function ContactUsRoute() {
  const { t } = useLingui()
  useDocumentTitle(pageTitle(t`Contact us`))
  const { postalAddress, webAddress } = site.contact
  return (
    <ContentPage eyebrow={t`Contact us`} title={t`We are here 24/7`} lead={t`Call or e-mail us any time, day or night. We reply within 1 hour.`}>
      <ContentSection title={t`Talk to us`}>
        <ContactTiles />
      </ContentSection>
      <ContentSection title={t`Find us`}>
        <div className="contact-details equal-columns">
          <div className="contact-details__item content-card surface surface--raised">
            <MapPinIcon className="contact-details__icon" />
            <div>
              <h3 className="contact-details__title">
                <Trans>Postal address</Trans>
              </h3>
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
          <div className="contact-details__item content-card surface surface--raised">
            <GlobeIcon className="contact-details__icon" />
            <div>
              <h3 className="contact-details__title">
                <Trans>On the web</Trans>
              </h3>
              <p className="contact-details__text">{webAddress}</p>
            </div>
          </div>
        </div>
      </ContentSection>
      <ContentSection title={t`Quick answers`}>
        <p className="prose">
          <Trans>
            Fees, statuses, passwords and more are answered in our <Link to={paths.faq.getHref()}>help center</Link>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  )
}
