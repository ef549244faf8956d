import './styles/index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadAtStart } from './app/preload'
import { activateLocale } from './lib/i18n/i18n'
import { initialLocale } from './lib/i18n/locale-choice'

preloadAtStart(window.location.pathname)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const root = createRoot(container)
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
// Another language's catalog is fetched before the first paint, so no page flashes in English; if it
// cannot load, the page shows in English rather than not at all.
activateLocale(initialLocale()).then(render, render)
