import { useEffect, useState } from 'react'

/** False until `ms` milliseconds after mount, then true (for the fixed-length page spinners). */
export function useDelayElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return elapsed
}
