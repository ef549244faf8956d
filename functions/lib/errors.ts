/**
 * Typed domain errors. Store and rule code throws these; the route wrapper maps them to HTTP answers
 * in one place. The message is shown to the user, so it must be safe and clear.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields)
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super(401, message)
  }
}
export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message)
  }
}
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(404, message)
  }
}
export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message)
  }
}
export class UnprocessableError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(422, message, fields)
  }
}
export class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super(429, message)
  }
}
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'The service is busy, please try again in a moment') {
    super(503, message)
  }
}
