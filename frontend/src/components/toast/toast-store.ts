/** Spec 8's timed success messages ('New user registered successfully!!' for 2.5 s …), shown above any page. */
export interface Toast {
  id: number
  /** Already in the reader's language (the caller's ``t`…` ``). */
  message: string
  tone: 'success' | 'error'
}

type Listener = () => void

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

const emit = () => {
  for (const listener of listeners) listener()
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

/** Shows `message` for `durationMs`; it stays up across navigation. Returns its id. */
export function showToast(message: string, { durationMs, tone = 'success' }: { durationMs: number; tone?: Toast['tone'] }): number {
  const id = nextId++
  toasts = [...toasts, { id, message, tone }]
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  )
  emit()
  return id
}

export const toastStore = {
  getSnapshot: (): readonly Toast[] => toasts,
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** Removes every toast at once (tests). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer)
  timers.clear()
  toasts = []
  emit()
}
