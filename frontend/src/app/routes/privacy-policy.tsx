import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Accordion } from '../../components/accordion/accordion'
import { ContentPage, ContentSection } from '../../components/content-page/content-page'
import { paths } from '../../config/paths'
import { pageTitle, site } from '../../config/site'
import { useDocumentTitle } from '../../hooks/use-document-title'

/** Shown under the title; change it with the text (translators write it in their language's date style). */
const PRIVACY_POLICY_UPDATED = msg({ message: '21 November 2026', comment: 'The date the privacy policy last changed' })

const brand = site.name

interface PolicySection {
  id: string
  title: MessageDescriptor
  content: ReactNode
}

const SECTIONS: readonly PolicySection[] = [
  {
    id: 'overview',
    title: msg`Overview`,
    content: (
      <div className="prose">
        <p>
          <Trans>
            This policy explains what personal information {brand} collects when you use our website and services to send money, why we collect it,
            who we share it with, how long we keep it and the choices you have. It applies to everyone who visits the site, creates an account or
            sends a transfer.
          </Trans>
        </p>
        <p>
          <Trans>In short:</Trans>
        </p>
        <ul>
          <li>
            <Trans>we collect what we need to send your money safely and to meet the law;</Trans>
          </li>
          <li>
            <Trans>we keep as little of your card as possible: its brand, last four digits and expiry date, never the CVV;</Trans>
          </li>
          <li>
            <Trans>we never sell your information, and we use no advertising or tracking cookies;</Trans>
          </li>
          <li>
            <Trans>you can see and correct your details, and ask us any question about them, at any time.</Trans>
          </li>
        </ul>
      </div>
    ),
  },
  {
    id: 'collect',
    title: msg`How we collect your personal information`,
    content: (
      <div className="prose">
        <h3>
          <Trans>What you give us</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              <strong>When you create an account:</strong> your first and last name, e-mail address, password, phone number, date and place of birth,
              and address (street, building number, city, state and ZIP code). Your password goes to our sign-in service, which keeps only a secure
              hash of it: nobody at {brand} can read it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>When you send money:</strong> your recipient’s first, middle and last name, mobile number, country and city; your relationship
              and the reason for sending; how they collect; the amount, the fee and the total; and your card. Of the card we keep only its brand, last
              four digits and expiry date. The security code (CVV) is checked and discarded: it is never stored. The full card number is never stored
              either.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>When you upload documents:</strong> the file (PDF, JPEG or PNG, up to 10 MB) and the name and description you give it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>When you contact us or subscribe to our newsletter:</strong> your e-mail address and what you tell us.
            </Trans>
          </li>
        </ul>
        <h3>
          <Trans>What we record as you use the service</Trans>
        </h3>
        <ul>
          <li>
            <Trans>Every change to a transfer is recorded with who made it and when, so each transfer has a complete history.</Trans>
          </li>
          <li>
            <Trans>
              Each request to our service is logged with its time, the address requested, the result, your device’s IP address and a request number,
              to keep the service running and secure. These logs never contain your password, your card number or what you type into forms.
            </Trans>
          </li>
          <li>
            <Trans>
              Failed sign-in attempts are counted for 15 minutes, so that we can pause sign-in after 5 of them and protect your account from password
              guessing.
            </Trans>
          </li>
        </ul>
      </div>
    ),
  },
  {
    id: 'use',
    title: msg`How we use your information`,
    content: (
      <div className="prose">
        <ul>
          <li>
            <Trans>To create and run your account, and to let you sign in securely.</Trans>
          </li>
          <li>
            <Trans>To make your transfers: to check your payment, pay out to your recipient and show you each transfer’s status and receipt.</Trans>
          </li>
          <li>
            <Trans>
              To verify your identity and prevent fraud and money laundering, as the law requires of a money transmitter, including by reviewing
              documents you upload.
            </Trans>
          </li>
          <li>
            <Trans>To answer you when you contact our support team.</Trans>
          </li>
          <li>
            <Trans>To send you our newsletter, only if you subscribed to it.</Trans>
          </li>
          <li>
            <Trans>To keep our service secure, find and fix faults, and meet our legal and accounting duties.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We do not sell your information, we do not use it for advertising, and we do not make automated decisions about you that have legal
            effects.
          </Trans>
        </p>
      </div>
    ),
  },
  {
    id: 'share',
    title: msg`Who we share it with`,
    content: (
      <div className="prose">
        <ul>
          <li>
            <Trans>
              <strong>The partners who pay out your transfer</strong> in the destination country receive what they need to hand over the money: your
              recipient’s name, mobile number and city, the amount and the invoice number.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Banks and card networks</strong> that process your card payment.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Our hosting provider</strong>, Amazon Web Services, which runs our service and stores our data on our behalf, under contract and
              only on our instructions.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Regulators, law enforcement and courts</strong>, when the law requires it, for example to report suspected fraud or money
              laundering.
            </Trans>
          </li>
        </ul>
      </div>
    ),
  },
  {
    id: 'protect',
    title: msg`How we protect it`,
    content: (
      <div className="prose">
        <p>
          <Trans>
            Everything between your browser and our service travels encrypted over HTTPS. Our database and document storage are encrypted at rest, and
            documents can only be reached through short-lived links given to you or our staff. Only staff who need it for their work can see customer
            records, and every request is checked against who is asking. See our <Link to={paths.security.getHref()}>Security page</Link> for more.
          </Trans>
        </p>
      </div>
    ),
  },
  {
    id: 'keep',
    title: msg`How long we keep it`,
    content: (
      <div className="prose">
        <ul>
          <li>
            <Trans>Your account details: while you have an account with us.</Trans>
          </li>
          <li>
            <Trans>
              Transfers and their history: for as long as the law requires us to keep records of money transfers, even after a transfer is cancelled
              or your account is closed.
            </Trans>
          </li>
          <li>
            <Trans>Documents: until you or we delete them; earlier versions of a deleted file are erased after 30 days.</Trans>
          </li>
          <li>
            <Trans>Service logs: deleted automatically, after at most one year.</Trans>
          </li>
          <li>
            <Trans>Newsletter address: until you ask us to remove it.</Trans>
          </li>
        </ul>
      </div>
    ),
  },
  {
    id: 'choices',
    title: msg`Your choices and rights`,
    content: (
      <div className="prose">
        <ul>
          <li>
            <Trans>See and correct your name, e-mail address and phone number in Profile Settings at any time.</Trans>
          </li>
          <li>
            <Trans>Delete a document you uploaded, or cancel a transfer while it is still PENDING.</Trans>
          </li>
          <li>
            <Trans>
              Ask us for a copy of your information, to correct anything else, or to close your account. Depending on where you live, you may have
              further rights under the law; write to us and we will help.
            </Trans>
          </li>
          <li>
            <Trans>Unsubscribe from the newsletter by e-mailing us.</Trans>
          </li>
        </ul>
      </div>
    ),
  },
  {
    id: 'storage',
    title: msg`Cookies and browser storage`,
    content: (
      <div className="prose">
        <p>
          <Trans>
            We do not use advertising, analytics or tracking cookies, and our pages load nothing from other websites. When you sign in, your browser
            stores your session so that you stay signed in; signing out removes it.
          </Trans>
        </p>
      </div>
    ),
  },
  {
    id: 'children',
    title: msg`Children`,
    content: (
      <div className="prose">
        <p>
          <Trans>Our service is for adults: you must be at least 18 years old to create an account.</Trans>
        </p>
      </div>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to this policy`,
    content: (
      <div className="prose">
        <p>
          <Trans>
            When we change this policy we update the date at the top of this page, and for important changes we tell you by e-mail or when you next
            sign in.
          </Trans>
        </p>
      </div>
    ),
  },
]

/** Spec 2.13: the privacy policy as an accordion (Overview, how we collect, how we use, …) and a contact mail link. */
export default function PrivacyPolicyRoute() {
  const { t, i18n } = useLingui()
  useDocumentTitle(pageTitle(t`Privacy policy`))
  const { privacyEmail, postalAddress } = site.contact
  const address = postalAddress.join(', ')
  const updated = i18n._(PRIVACY_POLICY_UPDATED)
  const items = SECTIONS.map((section) => ({ ...section, title: i18n._(section.title) }))
  return (
    <ContentPage eyebrow={t`Legal`} title={t`Privacy policy`} lead={t`Last updated ${updated}.`}>
      <Accordion headingLevel={2} items={items} defaultOpen={['overview']} />
      <ContentSection title={t`Contact us about your privacy`}>
        <div className="prose content-card surface surface--raised">
          <p>
            <Trans>
              Questions, requests or complaints about your personal information: e-mail <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>. We
              answer within 1 hour, 24/7, and deal with requests as quickly as the law asks of us.
            </Trans>
          </p>
          <p>
            <Trans>Or write to us at {address}.</Trans>
          </p>
        </div>
      </ContentSection>
    </ContentPage>
  )
}
