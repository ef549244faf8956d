import type { ChangeEvent } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * A registered input whose typed text is reshaped before the form sees it (a phone number's dashes,
 * a state's capitals, a code's digits only): the form's value and the input show the same text.
 */
export function formatOnChange<R extends UseFormRegisterReturn>(registration: R, format: ((typed: string) => string) | undefined): R {
  if (!format) return registration
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value)
      return registration.onChange(event)
    },
  }
}
