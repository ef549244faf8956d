/** What a handler returns; the wrapper turns it into the HTTP answer. */
export interface HandlerResult<T> {
  status: 200 | 201 | 202 | 204
  body: T
  headers?: Record<string, string>
}

export const ok = <T>(body: T, headers?: Record<string, string>): HandlerResult<T> => ({ status: 200, body, headers })
export const created = <T>(body: T, headers?: Record<string, string>): HandlerResult<T> => ({ status: 201, body, headers })
export const accepted = <T>(body: T): HandlerResult<T> => ({ status: 202, body })
export const noContent = (): HandlerResult<undefined> => ({ status: 204, body: undefined })
