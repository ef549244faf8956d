import { I18nProvider } from '@lingui/react'
import type { render as renderFunction } from '@testing-library/react'
import type { ReactNode } from 'react'
import { i18n } from '../lib/i18n/i18n'

function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** Testing Library's `render` with the app's i18n around the tree unless the test brings a wrapper. */
export function withI18n(render: typeof renderFunction): typeof renderFunction {
  return ((ui: Parameters<typeof renderFunction>[0], options?: Parameters<typeof renderFunction>[1]) =>
    render(ui, { wrapper: I18nWrapper, ...options })) as typeof renderFunction
}
