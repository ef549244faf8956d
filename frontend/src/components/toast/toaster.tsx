import { lazy, Suspense, useSyncExternalStore } from 'react'
import { toastStore } from './toast-store'

const ToastList = lazy(() => import('./toast-list'))

const anyToast = () => toastStore.getSnapshot().length > 0

/**
 * The live region toasts appear in. It is always in the page, so screen readers announce what
 * arrives; the code that draws toasts loads with the first one.
 */
export function Toaster() {
  const shown = useSyncExternalStore(toastStore.subscribe, anyToast, anyToast)
  return (
    <div className="toaster" role="status" aria-live="polite">
      {shown ? (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      ) : null}
    </div>
  )
}
