import { useCallback, useState } from 'react'

/**
 * A module loaded on first need, once: e.g. a form's rules (zod, the shared schema, the API client),
 * loaded on the form's first focus, input or submit, so a page's first load does not carry them.
 * A load that failed is tried again on the next call.
 */
export interface LazyModule<T> {
  /** Starts the load (once) and settles with the module. */
  load(): Promise<T>
  /** The module if it has arrived, else undefined. */
  loaded(): T | undefined
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined
  let value: T | undefined
  return {
    load() {
      pending ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    loaded: () => value,
  }
}

/**
 * `[module, load]`: the module once it has arrived (a re-render then), and the function that asks
 * for it. Call `load` from event handlers (focus, input, submit); it settles with the module.
 */
export function useLazyModule<T extends object>(module: LazyModule<T>): [T | undefined, () => Promise<T>] {
  const [value, setValue] = useState<T | undefined>(module.loaded)
  const load = useCallback(
    () =>
      module.load().then((loaded) => {
        setValue(loaded)
        return loaded
      }),
    [module],
  )
  return [value, load]
}
