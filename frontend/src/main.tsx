import './styles/index.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { homePage, preloadAtStart } from './app/preload'
import { prerenderedStartOf } from './app/prerendered-start'
import { activateLocale, currentLocale } from './lib/i18n/i18n'
import { initialLocale } from './lib/i18n/locale-choice'
import { paths } from './config/paths'

preloadAtStart(window.location.pathname)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root: HTMLElement = container

const locale = initialLocale()
const prerenderedPath = prerenderedStartOf(root, locale, window.location)

/**
 * A page the build prerendered in this language is hydrated: React takes over the markup already
 * painted. The first render must then equal that markup, so the home page's chunk is awaited first
 * (its sections are not behind Suspense); a language or chunk that did not load renders afresh.
 */
async function start(): Promise<void> {
  if (prerenderedPath !== null && currentLocale() === locale) {
    const ready =
      prerenderedPath !== paths.home.path ||
      (await homePage.load().then(
        () => true,
        () => false,
      ))
    if (ready) {
      hydrateRoot(
        root,
        <StrictMode>
          <App prerenderedPath={prerenderedPath} />
        </StrictMode>,
      )
      return
    }
  }
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

// Another language's catalog is fetched before the first render, so no page flashes in English; if
// it cannot load, the page shows in English rather than not at all.
const begin = () => void start()
activateLocale(locale).then(begin, begin)
