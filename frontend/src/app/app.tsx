import { BrowserRouter } from 'react-router'
import { PrerenderedStartContext } from './prerendered-start'
import { AppProvider } from './provider'
import { AppRoutes } from './router'

/** The app; `prerenderedPath` when it hydrates that page's prerendered markup (see ./prerendered-start). */
export function App({ prerenderedPath = null }: { prerenderedPath?: string | null }) {
  return (
    <AppProvider>
      <BrowserRouter>
        <PrerenderedStartContext value={prerenderedPath}>
          <AppRoutes />
        </PrerenderedStartContext>
      </BrowserRouter>
    </AppProvider>
  )
}
