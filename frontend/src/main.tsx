import './styles/index.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { homePage, preloadAtStart } from './app/preload'
import { prerenderedStartOf } from './app/prerendered-start'
import { prerenderedPageIntl, preloadPublicPage } from './app/router'
import { ethiopicFontAfterLoad } from './lib/i18n/ethiopic-font'
import { activateLocale, currentLocale, settleIntlOnInteraction } from './lib/i18n/i18n'
import { initialLocale } from './lib/i18n/locale-choice'
import { paths } from './config/paths'

preloadAtStart(window.location.pathname)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root: HTMLElement = container

const locale = initialLocale()
const prerenderedPath = prerenderedStartOf(root, locale, window.location, window.history.state)

/**
 * A page the build prerendered in this language is hydrated: React takes over the markup already
 * painted. The first render must then equal that markup, so the home page's chunk is awaited first
 * (its sections are not behind Suspense), and so is the page's route chunk: with it come its
 * translations, whose arrival during hydration would re-render the page's not yet hydrated
 * Suspense boundary, which React then renders afresh. A language or chunk that did not load renders
 * afresh from the start.
 */
async function start(pageLoaded: Promise<boolean>): Promise<void> {
  if (prerenderedPath !== null && currentLocale() === locale && (await pageLoaded)) {
    hydrateRoot(
      root,
      <StrictMode>
        <App prerenderedPath={prerenderedPath} />
      </StrictMode>,
    )
    return
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

// Another language's catalog is fetched before the first render, so no page flashes in English; if
// it cannot load, the page shows in English rather than not at all. A prerendered page that formats
// nothing with Intl at first leaves the Intl polyfills (in a browser that lacks the language) to the
// reader's first interaction, or to the next page that needs them.
const intl = prerenderedPath === null ? 'now' : prerenderedPageIntl(prerenderedPath)
const activated = activateLocale(locale, { intl })
// Beside it, a prerendered page's code, with its translations in that language (activateLocale has
// named the language the chunks' catalogs load in).
const pageLoaded =
  prerenderedPath === null
    ? Promise.resolve(false)
    : Promise.all([prerenderedPath === paths.home.path ? homePage.load() : undefined, preloadPublicPage(prerenderedPath)]).then(
        () => true,
        () => false,
      )
const begin = () => {
  void start(pageLoaded)
  settleIntlOnInteraction()
}
activated.then(begin, begin)
ethiopicFontAfterLoad()
