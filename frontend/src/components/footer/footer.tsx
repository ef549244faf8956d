import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../config/paths'
import { site } from '../../config/site'
import { HeadsetIcon, LogoMark } from '../icons/icons'
import './footer.css'

interface FooterLink {
  label: string
  to: string
}

/**
 * Spec 2.1 footer slugs, each a real page (/help-center opens the help page). Careers, Blog, Press
 * and Partners are left out: we have nothing honest to put on those pages yet, and no link may 404.
 */
const COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.aboutUs.getHref() },
      { label: 'Security', to: paths.security.getHref() },
      { label: 'Contact Us', to: paths.contactUs.getHref() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: paths.helpCenter.getHref() },
      { label: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
      { label: 'Terms of Service', to: paths.termsOfService.getHref() },
    ],
  },
]

/** Spec 2.1: Services "links go to #", so they are listed as plain text rather than dead links. */
const SERVICES = ['Cash Collection', 'Mobile Money', 'Bank Transfer'] as const

// The year the page was loaded; read once, outside render.
const YEAR = new Date().getFullYear()

/** The few links a focused page keeps: help and the legal pages. */
const ESSENTIAL_LINKS: readonly FooterLink[] = [
  { label: 'Help Center', to: paths.helpCenter.getHref() },
  { label: 'Privacy Policy', to: paths.privacyPolicy.getHref() },
  { label: 'Terms of Service', to: paths.termsOfService.getHref() },
]

export interface FooterProps {
  /** The newsletter sign-up form (a feature's, so the app passes it in). */
  newsletter?: ReactNode
  /**
   * For pages with one task (sign-in, sign-up, checkout): help, legal links and the copyright only,
   * so a phone does not scroll through the marketing columns below the form.
   */
  compact?: boolean
}

function Copyright() {
  return (
    <div className="footer__bottom">
      <p className="container">
        © {YEAR} {site.name}. All rights reserved.
      </p>
    </div>
  )
}

export function Footer({ newsletter, compact = false }: FooterProps) {
  if (compact) {
    return (
      <footer className="footer footer--compact">
        <nav className="footer__compact container" aria-label="Help and legal">
          <ul className="footer__compact-list">
            {ESSENTIAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Copyright />
      </footer>
    )
  }
  return (
    <footer className="footer">
      <div className="footer__inner container">
        <div className="footer__brand">
          <Link to={paths.home.getHref()} className="footer__logo">
            <LogoMark className="footer__logo-mark" />
            <span>{site.name}</span>
          </Link>
          <p className="footer__about">
            Send money from the USA to family in East Africa and Turkey. Pay by card; they collect cash, mobile money or a bank transfer.
          </p>
          <p className="footer__support">
            <HeadsetIcon className="footer__support-icon" />
            {site.supportLine}
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} className="footer__column" aria-label={column.title}>
            <h2 className="footer__heading">{column.title}</h2>
            <ul className="footer__list">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="footer__link">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer__column">
          <h2 className="footer__heading">Services</h2>
          <ul className="footer__list">
            {SERVICES.map((service) => (
              <li key={service} className="footer__text">
                {service}
              </li>
            ))}
          </ul>
        </div>
        <section className="footer__newsletter" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title" className="footer__heading">
            Newsletter
          </h2>
          <p className="footer__text">News about {site.name} and new destinations, now and then.</p>
          {newsletter}
        </section>
      </div>
      <Copyright />
    </footer>
  )
}
