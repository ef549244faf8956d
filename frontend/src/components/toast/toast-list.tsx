import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons'
import { dismissToast, toastStore } from './toast-store'
import './toast.css'

/** The toasts themselves; loaded with the first one (see Toaster). */
export default function ToastList() {
  const { t } = useLingui()
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot)
  return toasts.map((toast) => (
    <div key={toast.id} className={`toast toast--${toast.tone} surface`}>
      {toast.tone === 'success' ? <CheckIcon className="toast__icon" /> : <AlertIcon className="toast__icon" />}
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close icon-button icon-button--ghost" aria-label={t`Dismiss`} onClick={() => dismissToast(toast.id)}>
        <CloseIcon />
      </button>
    </div>
  ))
}
