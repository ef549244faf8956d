// No zod and no route table here: the app shell imports this for retry decisions, and must stay small.

/** A call that did not succeed. `status` is 0 when no answer arrived (network failure). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  /** Field path → first message, from a 400 answer. */
  readonly fields: Readonly<Record<string, string>> | undefined
  readonly requestId: string | undefined

  constructor(message: string, status: number, details: { fields?: Record<string, string>; requestId?: string; cause?: unknown } = {}) {
    super(message, { cause: details.cause })
    this.status = status
    this.fields = details.fields
    this.requestId = details.requestId
  }
}
