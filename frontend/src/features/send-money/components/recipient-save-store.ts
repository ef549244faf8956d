import { useSyncExternalStore } from 'react'

/** Where saving a paid recipient in the address book stands: under way, done (or already there), or failed. */
type RecipientSaveStatus = 'saving' | 'saved' | 'already' | 'failed'

export interface RecipientSave {
  /** The recipient's full name, as the page says it. */
  name: string
  status: RecipientSaveStatus
  /** Runs the save again (after a failure). */
  retry: () => void
}

type Listener = () => void

/**
 * The address book saves started after a payment, by the transfer's id. They live outside React:
 * the wizard that starts one is gone the moment the payment's own page replaces it, and that page
 * says how the save went. Kept for this page load only; a reload shows the payment alone.
 */
const saves = new Map<string, RecipientSave>()
const listeners = new Set<Listener>()

const emit = () => {
  for (const listener of listeners) listener()
}

const subscribe = (listener: Listener) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function set(transferId: string, save: RecipientSave) {
  saves.set(transferId, save)
  emit()
}

/**
 * Runs `save` for the transfer `transferId` (its recipient `name`) and records how it went; a failure
 * is recorded with a retry, never thrown: the payment it follows went through whatever happens here.
 */
export function startRecipientSave(transferId: string, name: string, save: () => Promise<'saved' | 'already'>): void {
  const retry = () => startRecipientSave(transferId, name, save)
  set(transferId, { name, status: 'saving', retry })
  save().then(
    (status) => set(transferId, { name, status, retry }),
    () => set(transferId, { name, status: 'failed', retry }),
  )
}

/** How saving the recipient of the transfer `transferId` went, if one was started in this page load. */
export function useRecipientSave(transferId: string): RecipientSave | undefined {
  const read = () => saves.get(transferId)
  return useSyncExternalStore(subscribe, read, read)
}
