import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { paths } from '../config/paths'
import { pageTitle } from '../config/site'
import { StatusPage } from '../components/status-page/status-page'
import { useDocumentTitle } from '../hooks/use-document-title'
import { CHUNK_FAILED_TEXT, ChunkLoadError } from '../lib/lazy-route'
import '../components/button/button.css'

/** Spec 8, "Router error page". */
export const UNEXPECTED_ERROR_TITLE = msg`Unexpected Application Error!`

/** A chunk that did not arrive in the reader's language; any other error's own text as it is. */
function messageOf(error: unknown, i18n: I18n): string {
  if (error instanceof ChunkLoadError) return i18n._(CHUNK_FAILED_TEXT)
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return i18n._(msg`Something went wrong.`)
}

function UnexpectedErrorPage({ error }: { error: unknown }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(pageTitle(t`Error`))
  return (
    <StatusPage
      title={i18n._(UNEXPECTED_ERROR_TITLE)}
      actions={
        // A full page load: after an unexpected error, start again from a clean state.
        <a className="button button--primary button--md" href={paths.home.getHref()}>
          <Trans>Go Home</Trans>
        </a>
      }
    >
      <p>{messageOf(error, i18n)}</p>
    </StatusPage>
  )
}

interface Props {
  children: ReactNode
  /** When this changes (e.g. the route's pathname), a caught error is cleared. */
  resetKey?: string
  /** Told when an error is caught (the root layout then shows its public chrome around the error page). */
  onCatch?: () => void
}

type State = { failed: false } | { failed: true; error: unknown }

/** Catches render errors below it (including failed lazy-route chunks) and shows the error page. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack)
    this.props.onCatch?.()
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render(): ReactNode {
    return this.state.failed ? <UnexpectedErrorPage error={this.state.error} /> : this.props.children
  }
}
