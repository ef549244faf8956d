import { Trans } from '@lingui/react/macro'
import { CallIcon, ChatIcon, MailIcon } from '../../../components/icons/page-icons'
import { site } from '../../../config/site'
import './contact-tiles.css'

/**
 * Phone, e-mail and chat (spec 2.13). Phone and e-mail open the visitor's own apps (tel:, mailto:);
 * there is no chat service yet, so the chat tile says so instead of linking anywhere.
 */
export function ContactTiles() {
  const { phone, phoneHref, email } = site.contact
  return (
    <ul className="contact-tiles stack stack--loose">
      <li className="contact-tile surface surface--raised">
        <span className="icon-tile">
          <CallIcon />
        </span>
        <h3 className="contact-tile__title">
          <Trans>Call us</Trans>
        </h3>
        <p className="contact-tile__text">
          <Trans>Toll-free, 24 hours a day, 7 days a week.</Trans>
        </p>
        <a className="contact-tile__action" href={phoneHref}>
          {phone}
        </a>
      </li>
      <li className="contact-tile surface surface--raised">
        <span className="icon-tile">
          <MailIcon />
        </span>
        <h3 className="contact-tile__title">
          <Trans>E-mail us</Trans>
        </h3>
        <p className="contact-tile__text">
          <Trans>Day or night, we reply within 1 hour.</Trans>
        </p>
        <a className="contact-tile__action" href={`mailto:${email}`}>
          {email}
        </a>
      </li>
      <li className="contact-tile surface surface--raised">
        <span className="icon-tile">
          <ChatIcon />
        </span>
        <h3 className="contact-tile__title">
          <Trans>Live chat</Trans>
        </h3>
        <p className="contact-tile__text">
          <Trans>Chat is on its way. Until then, call or e-mail us: the same team answers, 24/7.</Trans>
        </p>
        <span className="contact-tile__soon">
          <Trans>Coming soon</Trans>
        </span>
      </li>
    </ul>
  )
}
