import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CallIcon, ChatIcon, MailIcon } from '../../../components/icons/page-icons'
import { InfoCard } from '../../../components/info-card/info-card'
import { site } from '../../../config/site'
import './contact-tiles.css'

/**
 * Phone, e-mail and chat (spec 2.13). Phone and e-mail open the visitor's own apps (tel:, mailto:);
 * there is no chat service yet, so the chat tile says so instead of linking anywhere.
 */
export function ContactTiles() {
  const { phone, phoneHref, email } = site.contact
  const tiles: readonly { id: string; icon: ReactNode; title: ReactNode; text: ReactNode; action: ReactNode }[] = [
    {
      id: 'call',
      icon: <CallIcon />,
      title: <Trans>Call us</Trans>,
      text: <Trans>Toll-free, 24 hours a day, 7 days a week.</Trans>,
      action: (
        <a className="contact-tile__action" href={phoneHref}>
          {phone}
        </a>
      ),
    },
    {
      id: 'mail',
      icon: <MailIcon />,
      title: <Trans>E-mail us</Trans>,
      text: <Trans>Day or night, we reply within 1 hour.</Trans>,
      action: (
        <a className="contact-tile__action" href={`mailto:${email}`}>
          {email}
        </a>
      ),
    },
    {
      id: 'chat',
      icon: <ChatIcon />,
      title: <Trans>Live chat</Trans>,
      text: <Trans>Chat is on its way. Until then, call or e-mail us: the same team answers, 24/7.</Trans>,
      action: (
        <span className="contact-tile__soon">
          <Trans>Coming soon</Trans>
        </span>
      ),
    },
  ]
  return (
    <ul className="contact-tiles stack stack--loose">
      {tiles.map((tile) => (
        <li key={tile.id}>
          <InfoCard icon={tile.icon} title={tile.title} action={tile.action}>
            {tile.text}
          </InfoCard>
        </li>
      ))}
    </ul>
  )
}
