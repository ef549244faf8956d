// No zod and no route table here: the app shell imports this for retry decisions, and must stay small.
import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { COMPANY } from '../../../shared/company'
import { i18n as appI18n } from './i18n/i18n'

/** A call that did not succeed. `status` is 0 when no answer arrived (network failure). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  /** Field path → first message, from a 400 answer. */
  readonly fields: Readonly<Record<string, string>> | undefined
  readonly requestId: string | undefined
  /** The server's stable name for a refusal the client acts on (e.g. EMAIL_NOT_CONFIRMED). */
  readonly code: string | undefined
  /** The message is the server's own `error` text (not a fallback, a browser's or a parser's). */
  readonly fromServer: boolean

  constructor(
    message: string,
    status: number,
    details: { fields?: Record<string, string>; requestId?: string; code?: string; cause?: unknown; fromServer?: boolean } = {},
  ) {
    super(message, { cause: details.cause })
    this.status = status
    this.fields = details.fields
    this.requestId = details.requestId
    this.code = details.code
    this.fromServer = details.fromServer ?? false
  }
}

/** The brand, a placeholder in the messages below (never translated). */
const brand = COMPANY.name
/** A visitor's words for a failed read when no answer came (the browser's own text varies and says little). */
export const OFFLINE_MESSAGE = msg`We could not reach ${brand}. Check your connection and try again.`
/** A visitor's words for an answer that was not the API's (a proxy's page, an empty or cut-off reply). */
export const UNAVAILABLE_MESSAGE = msg`The service is not answering as it should right now. Please try again in a moment.`

/**
 * What a visitor on a public page is told about a failed read: the server's own text when it gave
 * one (it is written for them, e.g. 'Country not found'), else plain words, never a browser's or a
 * parser's message. Plain words in the reader's language: pass the screen's `i18n` (useLingui) so
 * the screen renders again when the language changes; the app's instance otherwise.
 */
export function visitorMessage(error: Error, i18n: I18n = appI18n): string {
  if (error instanceof ApiError && error.fromServer) return error.message
  return i18n._(error instanceof ApiError && error.status === 0 ? OFFLINE_MESSAGE : UNAVAILABLE_MESSAGE)
}
