/** Fields a request log line may carry. Deliberately no bodies, headers, tokens or card data. */
export interface RequestLogLine {
  requestId: string
  routeId: string
  method: string
  path: string
  status: number
  durationMs: number
  actor?: string
  error?: { name: string; message: string }
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

/** One structured JSON line per request, at or above LOG_LEVEL (default info). */
export function logRequest(line: RequestLogLine): void {
  const level: Level = line.status >= 500 ? 'error' : line.status >= 400 ? 'warn' : 'info'
  const threshold = process.env.LOG_LEVEL
  if (isLevel(threshold) && LEVELS[level] < LEVELS[threshold]) return
  sink(JSON.stringify({ level, msg: 'request', time: new Date().toISOString(), ...line }))
}
