import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { paths } from '../config/paths'
import { RootLayout } from './root-layout'
import { HomeRoute } from './routes/home'

// Pages other than home are code-split: `lazy(() => import(...))` here, and the layout's Suspense
// shows the page spinner while the chunk loads (a failed chunk lands in the error boundary).
const NotFoundRoute = lazy(() => import('./routes/not-found'))

/** Declarative routes (no data router: it costs ~16 KB gzip on the initial load). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  )
}
