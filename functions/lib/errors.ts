/**
 * Typed domain errors. Store, service and rule code throws these, saying what went wrong in the
 * domain's words (`kind`); the route wrapper alone turns a kind into an HTTP status
 * (`HTTP_STATUS` in route.ts). The message is shown to the user, so it must be safe and clear.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'unprocessable'
  | 'rate-limited'
  | 'unavailable'

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
    /** A stable name the client acts on (the answer's `code`). */
    readonly code?: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super('invalid', message, fields)
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super('unauthenticated', message)
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this', code?: string) {
    super('forbidden', message, undefined, code)
  }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('not-found', message)
  }
}
export class ConflictError extends DomainError {
  constructor(message: string, code?: string) {
    super('conflict', message, undefined, code)
  }
}
export class UnprocessableError extends DomainError {
  constructor(message: string, fields?: Record<string, string>, code?: string) {
    super('unprocessable', message, fields, code)
  }
}
export class TooManyRequestsError extends DomainError {
  /** When to try again, in whole seconds: the answer's Retry-After. */
  readonly retryAfterSeconds: number | undefined
  constructor(message: string, retryAfterSeconds?: number) {
    super('rate-limited', message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'The service is busy, please try again in a moment') {
    super('unavailable', message)
  }
}
