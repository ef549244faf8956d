import type { ReactNode } from 'react'
import { useHydrated } from '../../hooks/use-hydrated'
import './hydrated-fieldset.css'

/**
 * A prerendered form's fields: painted before the page's code runs, and taking input once it does
 * (useHydrated). What a visitor typed or chose before then would be lost, since no handler saw it.
 * Drawn as the live form meanwhile; a bare fieldset otherwise (no border, no legend).
 */
export function HydratedFieldset({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <fieldset className={['hydrated-fieldset', className].filter(Boolean).join(' ')} disabled={!hydrated}>
      {children}
    </fieldset>
  )
}
