/** Fields a request log line may carry. Deliberately no bodies, headers, tokens or card data. */
export interface RequestLogLine {
  requestId: string
  routeId: string
  method: string
  path: string
  status: number
  durationMs: number
  actor?: string
  /** What was answered; `cause`: the AWS error behind a 503/409 it was mapped to ('ThrottlingException: …'). */
  error?: { name: string; message: string; cause?: string }
}

type Sink = (line: string) => void
let sink: Sink = (line) => {
  process.stdout.write(`${line}\n`)
}

/** Lets tests capture what would be logged. Returns a function that restores the previous sink. */
export function captureLogs(next: Sink): () => void {
  const previous = sink
  sink = next
  return () => {
    sink = previous
  }
}

const LEVELS = { info: 0, warn: 1, error: 2, silent: 3 } as const
type Level = keyof typeof LEVELS
const isLevel = (value: string | undefined): value is Level => value !== undefined && value in LEVELS

/** What replaces a secret in a log line. */
export const REDACTED = '[REDACTED]'

/**
 * Secrets that can reach a log line through an error message (an SDK error quoting a value, a
 * library echoing its input): card numbers (13–19 digits, spaces or dashes allowed), JWTs and
 * bearer credentials, and the value after a secret's name (cvv, password, token, secret,
 * authorization…) in JSON, query or `name: value` form.
 */
const SECRET_PATTERNS: readonly [RegExp, string][] = [
  [/\b\d(?:[ -]?\d){12,18}\b/g, REDACTED],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`],
  [
    /((?:\\?["'])?\b(?:cvv|cvc|csc|securityCode|password|newPassword|currentPassword|previousPassword|token|accessToken|refreshToken|idToken|secret|authorization|cardNumber)\b(?:\\?["'])?\s*[:=]\s*)(\\?["']?)[^"'\s,;&}\\]+/gi,
    `$1$2${REDACTED}`,
  ],
]

/** `text` with every secret of {@link SECRET_PATTERNS} replaced by {@link REDACTED}. */
export function redact(text: string): string {
  return SECRET_PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)
}

/**
 * One structured JSON line per request, at or above LOG_LEVEL (default info). The line is redacted
 * as a whole: whatever an error message quoted, no card number, CVV, password or token is written.
 */
export function logRequest(line: RequestLogLine): void {
  emit(line.status >= 500 ? 'error' : line.status >= 400 ? 'warn' : 'info', 'request', line)
}

/** Writes one redacted JSON line of this level, unless LOG_LEVEL is above it. */
function emit(level: Level, msg: string, fields: object): void {
  const threshold = process.env.LOG_LEVEL
  if (isLevel(threshold) && LEVELS[level] < LEVELS[threshold]) return
  sink(redact(JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields })))
}

/** Fields a scheduled job's log line carries: what it did, in figures. */
export interface JobLogLine {
  job: string
  durationMs: number
  /** What the job counted (e.g. uploads swept). */
  figures?: Record<string, number>
  error?: { name: string; message: string }
}

/** One structured JSON line per run of a scheduled job (error level when it failed), redacted like request lines. */
export function logJob(line: JobLogLine): void {
  emit(line.error ? 'error' : 'info', 'job', line)
}

/** Fields a stream consumer's log line carries (issue 18): which consumer, how many records, which one failed and why. */
export interface StreamLogLine {
  consumer: string
  records: number
  durationMs: number
  /** Notifications sent, index postings written…, by name. */
  figures?: Record<string, number>
  failed?: { eventId: string; sequenceNumber: string; name: string; message: string }
}

/** One structured JSON line per stream batch (error level when a record failed), redacted like request lines. */
export function logStreamBatch(line: StreamLogLine): void {
  emit(line.failed ? 'error' : 'info', 'stream', line)
}
