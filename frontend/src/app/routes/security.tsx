import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ContentCards, type ContentCardItem } from '../../components/content-page/content-cards'
import { ContentPage, ContentSection } from '../../components/content-page/content-page'
import { CardIcon, GlobeIcon, LockIcon, ReceiptIcon, ShieldIcon, UsersIcon } from '../../components/icons/icons'
import { paths } from '../../config/paths'
import { pageTitle, site } from '../../config/site'
import { useDocumentTitle } from '../../hooks/use-document-title'
import './company-pages.css'

/** What the product really does (docs/architecture.md), in customers' words. */
const PROTECTIONS: readonly ContentCardItem[] = [
  {
    title: msg`Encrypted connections`,
    text: msg`Every page and every request travels over HTTPS (TLS), and our site tells browsers never to connect to it any other way.`,
    icon: <LockIcon />,
  },
  {
    title: msg`Your card, kept to a minimum`,
    text: msg`We check your card, then keep only its brand, last four digits and expiry date. The security code (CVV) is never stored, and the full number is never stored or written to any log.`,
    icon: <CardIcon />,
  },
  {
    title: msg`Protected sign-in`,
    text: msg`Passwords are held by our sign-in service as a secure hash that nobody can read. After 5 failed attempts in 15 minutes, sign-in pauses. Each sign-in gets a short-lived token, and signing out cancels it on our side too.`,
    icon: <ShieldIcon />,
  },
  {
    title: msg`Encrypted storage`,
    text: msg`Our database and the documents you upload are encrypted at rest. A document can only be fetched through a link that works for one minute, and every upload is checked to be the PDF, JPEG or PNG it claims to be.`,
    icon: <ReceiptIcon />,
  },
  {
    title: msg`Only the right people`,
    text: msg`Every request is checked against who is asking. Your transfers and documents are visible to you and to the staff who handle them, and to nobody else.`,
    icon: <UsersIcon />,
  },
  {
    title: msg`A locked-down website`,
    text: msg`Our pages run only code from our own site and load nothing from other websites, and other sites cannot show our pages inside theirs.`,
    icon: <GlobeIcon />,
  },
]

const TIPS: readonly MessageDescriptor[] = [
  msg`Use a password of at least 8 characters with upper- and lower-case letters, a number and a symbol, and use it only here.`,
  msg`We will never ask for your password, a reset code or your full card number by phone, e-mail or chat. Do not give them to anyone.`,
  msg`Check that the address bar shows our web address and a padlock before you sign in.`,
  msg`Sign out when you use a shared or public device.`,
  msg`Never send money to someone you have not met in person, or to pay for a prize, a job or a loan: once paid out, it cannot be recovered.`,
]

/** Footer slug /security: how the product protects customers, and how they can protect themselves. */
export default function SecurityRoute() {
  const { t, i18n } = useLingui()
  useDocumentTitle(pageTitle(t`Security`))
  const { phone, phoneHref, email } = site.contact
  return (
    <ContentPage
      eyebrow={t`Security`}
      title={t`How we keep your money and data safe`}
      lead={t`What we actually do to protect you, from the moment you open our site to the moment your family collects.`}
    >
      <ContentSection title={t`How we protect you`}>
        <ContentCards items={PROTECTIONS} className="security-list" />
      </ContentSection>
      <ContentSection title={t`How to protect yourself`}>
        <ul className="prose content-card surface surface--raised">
          {TIPS.map((tip) => (
            <li key={tip.id}>{i18n._(tip)}</li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection title={t`Report a problem`}>
        <div className="prose">
          <p>
            <Trans>
              If you think someone has used your account, or you have found a security problem on our site, tell us at once: call{' '}
              <a href={phoneHref}>{phone}</a> or e-mail <a href={`mailto:${email}`}>{email}</a>. We are there 24/7.
            </Trans>
          </p>
          <p>
            <Trans>
              How we use and keep your information is set out in our <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link>.
            </Trans>
          </p>
        </div>
      </ContentSection>
    </ContentPage>
  )
}
