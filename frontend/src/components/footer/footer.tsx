import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { site } from '../../config/site'
import { BrandLink } from '../brand-link/brand-link'
import { HeadsetIcon } from '../icons/icons'
import './footer.css'

interface FooterLink {
  label: MessageDescriptor
  to: string
}

const HELP_CENTER: FooterLink = { label: msg`Help Center`, to: paths.helpCenter.getHref() }
const PRIVACY_POLICY: FooterLink = { label: msg`Privacy Policy`, to: paths.privacyPolicy.getHref() }
const TERMS_OF_SERVICE: FooterLink = { label: msg`Terms of Service`, to: paths.termsOfService.getHref() }

/**
 * Spec 2.1 footer slugs, each a real page (/help-center opens the help page). Careers, Blog, Press
 * and Partners are left out: we have nothing honest to put on those pages yet, and no link may 404.
 */
const COLUMNS: readonly { title: MessageDescriptor; links: readonly FooterLink[] }[] = [
  {
    title: msg`Company`,
    links: [
      { label: msg`About Us`, to: paths.aboutUs.getHref() },
      { label: msg`Security`, to: paths.security.getHref() },
      { label: msg`Contact Us`, to: paths.contactUs.getHref() },
    ],
  },
  {
    title: msg`Support`,
    links: [HELP_CENTER, PRIVACY_POLICY, TERMS_OF_SERVICE],
  },
]

/** Spec 2.1: Services "links go to #", so they are listed as plain text rather than dead links. */
const SERVICES: readonly MessageDescriptor[] = [msg`Cash Collection`, msg`Mobile Money`, msg`Bank Transfer`]

// The year the page was loaded; read once, outside render.
const YEAR = new Date().getFullYear()

/** The few links a focused page keeps: help and the legal pages. */
const ESSENTIAL_LINKS: readonly FooterLink[] = [HELP_CENTER, PRIVACY_POLICY, TERMS_OF_SERVICE]

export interface FooterProps {
  /** The newsletter sign-up form (a feature's, so the app passes it in). */
  newsletter?: ReactNode
  /**
   * For pages with one task (sign-in, sign-up, checkout): help, legal links and the copyright only,
   * so a phone does not scroll through the marketing columns below the form.
   */
  compact?: boolean
}

// The brand and the year are placeholders in the messages below (never translated).
const brand = site.name
const year = String(YEAR)

function FooterLinks({ links, className }: { links: readonly FooterLink[]; className: string }) {
  const { i18n } = useLingui()
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="footer__link">
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Copyright() {
  return (
    <div className="footer__bottom">
      <p className="container">
        <Trans>
          © {year} {brand}. All rights reserved.
        </Trans>
      </p>
    </div>
  )
}

export function Footer({ newsletter, compact = false }: FooterProps) {
  const { t, i18n } = useLingui()
  if (compact) {
    return (
      <footer className="footer footer--compact">
        <nav className="footer__compact container" aria-label={t`Help and legal`}>
          <FooterLinks className="footer__compact-list" links={ESSENTIAL_LINKS} />
        </nav>
        <Copyright />
      </footer>
    )
  }
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__brand">
          <BrandLink className="footer__logo" />
          <p className="footer__about">
            <Trans>
              Send money from the USA to family in East Africa and Turkey. Pay by card; they collect cash, mobile money or a bank transfer.
            </Trans>
          </p>
          <p className="footer__support">
            <HeadsetIcon className="footer__support-icon" />
            {i18n._(site.supportLine)}
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title.id} className="footer__column" aria-label={i18n._(column.title)}>
            <h2 className="footer__heading eyebrow">{i18n._(column.title)}</h2>
            <FooterLinks className="footer__list" links={column.links} />
          </nav>
        ))}
        <div className="footer__column">
          <h2 className="footer__heading eyebrow">
            <Trans>Services</Trans>
          </h2>
          <ul className="footer__list">
            {SERVICES.map((service) => (
              <li key={service.id} className="footer__text">
                {i18n._(service)}
              </li>
            ))}
          </ul>
        </div>
        <section className="footer__newsletter" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title" className="footer__heading eyebrow">
            <Trans>Newsletter</Trans>
          </h2>
          <p className="footer__text">
            <Trans>News about {brand} and new destinations, now and then.</Trans>
          </p>
          {newsletter}
        </section>
      </div>
      <Copyright />
    </footer>
  )
}
