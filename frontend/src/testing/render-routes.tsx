import type { ReactElement } from 'react'
import { Route, Routes } from 'react-router'
import { renderApp, type RenderAppOptions } from './render-app'

/**
 * Renders `routes` (path → page) at `url` as the app's router would: the page under test, beside
 * stand-ins for the pages it may send the visitor to, so a test sees where it went.
 */
export function renderRoutes(routes: Readonly<Record<string, ReactElement>>, options: RenderAppOptions & { url: string }) {
  return renderApp(
    <Routes>
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>,
    options,
  )
}
