import { useState } from 'react'

/** What a button starts: whether it is running, and why it last failed (the error's own words), to show beside it. */
export function useBusyAction() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    setFailure(undefined)
    try {
      await action()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  return { busy, failure, run }
}
