import { act, cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppRoutes } from './router'
import { mockCountriesApi } from '../testing/mock-fetch'
import { renderApp } from '../testing/render-app'
import { Footer } from '../components/footer/footer'
import { eventually } from '../testing/eventually'

const NOT_FOUND = "SORRY, WE COULDN'T FIND THAT PAGE"

function footerHrefs(): string[] {
  renderApp(<Footer />)
  const links = within(screen.getByRole('contentinfo')).getAllByRole('link')
  const hrefs = links.map((link) => link.getAttribute('href') ?? '')
  cleanup()
  return hrefs
}

/** The app at `url` after the app-start spinner, once its (lazy) page has a heading. */
async function pageAt(url: string): Promise<HTMLElement> {
  vi.useFakeTimers()
  mockCountriesApi()
  renderApp(<AppRoutes />, { url })
  await act(() => vi.advanceTimersByTimeAsync(1000))
  const main = screen.getByRole('main')
  await eventually(() => expect(within(main).getByRole('heading', { level: 1 })).toBeVisible())
  return within(main).getByRole('heading', { level: 1 })
}

describe('footer links', () => {
  const hrefs = footerHrefs()

  it('are all site pages (no external hosts, no #)', () => {
    expect(hrefs.length).toBeGreaterThanOrEqual(7)
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z-]*$/)
    // Slugs with nothing honest behind them are not linked (see footer.tsx).
    for (const slug of ['/careers', '/blog', '/press', '/partners']) expect(hrefs).not.toContain(slug)
  })

  it.each(hrefs.map((href) => [href]))('%s is served by the router, not the 404 page', async (href) => {
    const heading = await pageAt(href)
    expect(heading).not.toHaveTextContent(NOT_FOUND)
    expect(screen.queryByRole('heading', { name: NOT_FOUND })).not.toBeInTheDocument()
  })
})

describe('content routes', () => {
  it.each([
    ['/faq', 'How can we help?', 'Help | Remit'],
    ['/help-center', 'How can we help?', 'Help | Remit'],
    ['/privacy-policy', 'Privacy policy', 'Privacy policy | Remit'],
    ['/privacy', 'Privacy policy', 'Privacy policy | Remit'],
    ['/terms-of-service', 'Terms of service', 'Terms of service | Remit'],
    ['/terms', 'Terms of service', 'Terms of service | Remit'],
    ['/about-us', 'Money home, made simple', 'About us | Remit'],
    ['/security', 'How we keep your money and data safe', 'Security | Remit'],
    ['/contact-us', 'We are here 24/7', 'Contact us | Remit'],
  ])('%s shows "%s" titled "%s"', async (url, heading, title) => {
    expect(await pageAt(url)).toHaveTextContent(heading)
    await eventually(() => expect(document.title).toBe(title))
  })

  it('leaves the slugs without a page to the not-found screen', async () => {
    for (const url of ['/careers', '/blog', '/press', '/partners']) {
      expect(await pageAt(url)).toHaveTextContent(NOT_FOUND)
      cleanup()
    }
  })
})
