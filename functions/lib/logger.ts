import { LogFormatter, LogItem, LogLevel, Logger } from '@aws-lambda-powertools/logger'
import type { LogAttributes, LogLevel as LevelName, UnformattedAttributes } from '@aws-lambda-powertools/logger/types'

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
 * Our line shape, kept from before Powertools (`level` in lower case, `msg`, `time`, then the line's
 * own fields), so the local stack's error echo and every reader of these lines keep working; from
 * Powertools, the `service` (POWERTOOLS_SERVICE_NAME) and, under Lambda's active tracing, the X-Ray
 * trace id that ties the line to its trace.
 */
class LineFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, fields: LogAttributes): LogItem {
    return new LogItem({
      attributes: {
        level: attributes.logLevel.toLowerCase(),
        msg: attributes.message,
        time: attributes.timestamp.toISOString(),
        service: attributes.serviceName,
        xray_trace_id: attributes.xRayTraceId,
        ...fields,
      },
    })
  }
}

/**
 * The Powertools logger, printing each line redacted as a whole (whatever an error message quoted,
 * no card number, CVV, password or token is written) to stdout through {@link sink}, at every level:
 * Lambda sends stdout and stderr to the same log group, and the local stack reads stdout.
 */
class RedactingLogger extends Logger {
  protected override printLog(_level: number, log: LogItem): void {
    log.prepareForPrint()
    sink(redact(JSON.stringify(log.getAttributes(), this.getJsonReplacer())))
  }
}

/**
 * At or above POWERTOOLS_LOG_LEVEL, or LOG_LEVEL (the local stack's; Powertools itself would take
 * only upper case there), default info; Lambda's own log-level setting wins over both.
 */
const levelSetting = (process.env.POWERTOOLS_LOG_LEVEL || process.env.LOG_LEVEL)?.toUpperCase()
const isLevelName = (value: string | undefined): value is LevelName => Object.values<string | undefined>(LogLevel).includes(value)
const logger = new RedactingLogger({ logFormatter: new LineFormatter(), ...(isLevelName(levelSetting) ? { logLevel: levelSetting } : {}) })

type Level = 'info' | 'warn' | 'error'

/** Writes one line of this level with these fields (Powertools drops none of ours: no reserved key among them). */
function emit(level: Level, msg: string, fields: object): void {
  logger[level](msg, { ...fields })
}

/** One structured JSON line per request, redacted (see {@link RedactingLogger}); a 4xx is a warning, a 5xx an error. */
export function logRequest(line: RequestLogLine): void {
  emit(line.status >= 500 ? 'error' : line.status >= 400 ? 'warn' : 'info', 'request', line)
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

/** Fields a stream consumer's log line carries: which consumer, how many records, which one failed and why. */
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

/** Fields a security event's log line carries: what was found, about which account (its id, never its address or a token). */
export interface SecurityLogLine {
  event: string
  sub: string
  /** What differed, by name ('twoFactor', 'email'). */
  differs: readonly string[]
}

/** One structured JSON line per security event, at error level: the alarm's metric counts them, the line says which account. */
export function logSecurityEvent(line: SecurityLogLine): void {
  emit('error', 'security', line)
}
