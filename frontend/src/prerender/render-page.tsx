import type { Messages } from '@lingui/core'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales'
import { homePage } from '../app/preload'
import { PrerenderedStartContext } from '../app/prerendered-start'
import { AppProvider } from '../app/provider'
import { AppRoutes } from '../app/router'
import { paths } from '../config/paths'
import { DocumentTitleSink } from '../hooks/use-document-title'
import { i18n } from '../lib/i18n/i18n'

/** The whole catalog of `locale` (English needs none: each message carries its English). */
async function catalogOf(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return {}
  const module: { messages: Messages } = await import(`../locales/${locale}/messages.po`)
  return module.messages
}

/**
 * The markup of `path` in `locale` as a signed-out visitor's first screen: React's static
 * prerender waits for every Suspense boundary (the lazy route's chunk), so the page's content is in
 * it; data fetched per visit (rates, quotes) shows its loading state, as the app's first render does
 * (the country page draws its calculator from the destination's default offer until the API's
 * arrives, so its form is in the markup). The app is the one main.tsx hydrates, with the same start context, so the
 * markup and the first client render agree.
 */
export async function renderPage(path: string, locale: Locale): Promise<{ markup: string; title: string | undefined }> {
  i18n.load(locale, await catalogOf(locale))
  i18n.activate(locale)
  // The home page's sections are not behind Suspense (see HomeRoute): their chunk must be there first.
  if (path === paths.home.path) await homePage.load()
  // The outermost page's title, as in the browser (where effects run inner first, so the outer's wins).
  let title: string | undefined
  const collectTitle = (pageTitle: string) => {
    title ??= pageTitle
  }
  // One document: every boundary inline, never a large one outlined behind a script (which would need JS to paint).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <PrerenderedStartContext value={path}>
            <DocumentTitleSink value={collectTitle}>
              <AppRoutes />
            </DocumentTitleSink>
          </PrerenderedStartContext>
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return { markup: await new Response(prelude).text(), title }
}
