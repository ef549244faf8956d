/**
 * The two load drivers of the API section: autocannon against an HTTP endpoint, and a loop of raw
 * SDK calls with the same number of callers for the same time. Both report the same figures, and
 * {@link sideBySide} runs them interleaved.
 */
import autocannon from 'autocannon'
import { latencySummary, type LoadFigures } from './report'

export interface HttpLoad {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
  /** Called before every request; may change it (e.g. a fresh Idempotency-Key). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request
}

/**
 * autocannon for `seconds` with `connections` keep-alive connections, one request in flight on each.
 * Latency percentiles are computed from every 2xx answer's own time (autocannon's histogram has
 * whole-millisecond resolution, too coarse for a ~2 ms call).
 */
export async function httpLoad(load: HttpLoad, connections: number, seconds: number): Promise<LoadFigures> {
  return figures([await httpRun(load, connections, seconds)])
}

/** One run's samples: every successful answer's time, and the counts of the rest. */
interface Run {
  latencies: number[]
  /** Requests or calls completed, any outcome. */
  count: number
  seconds: number
  errors: number
  non2xx: number
  firstError?: string
}

/** Several runs' samples as one set of figures. */
function figures(runs: readonly Run[]): LoadFigures & { firstError?: string } {
  const summary = latencySummary(runs.flatMap((run) => run.latencies))
  const count = runs.reduce((sum, run) => sum + run.count, 0)
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0)
  const firstError = runs.find((run) => run.firstError)?.firstError
  return {
    perSecond: count / Math.max(seconds, 0.001),
    p50: summary.p50,
    p99: summary.p99,
    count,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    ...(firstError ? { firstError } : {}),
  }
}

async function httpRun(load: HttpLoad, connections: number, seconds: number): Promise<Run> {
  const latencies: number[] = []
  const options: autocannon.Options = {
    url: load.url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method: load.method,
        headers: load.headers,
        ...(load.body !== undefined ? { body: load.body } : {}),
        ...(load.setupRequest ? { setupRequest: load.setupRequest } : {}),
      },
    ],
  }
  // The callback form returns the run's event emitter (the promise form's type hides it).
  let instance: autocannon.Instance | undefined
  const finished = new Promise<autocannon.Result>((done, fail) => {
    instance = autocannon(options, (error: unknown, result) =>
      error ? fail(error instanceof Error ? error : new Error(String(error))) : done(result),
    )
  })
  instance?.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime)
  })
  const result = await finished
  const completed = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx']
  // autocannon's `errors` already includes its time-outs.
  return { latencies, count: completed, seconds: result.duration, errors: result.errors, non2xx: result.non2xx }
}

/**
 * `connections` callers, each calling `call` again as soon as its previous call returned, for
 * `seconds`: the same closed loop autocannon runs, with the SDK instead of HTTP.
 */
export async function rawLoad(call: () => Promise<unknown>, connections: number, seconds: number): Promise<LoadFigures & { firstError?: string }> {
  return figures([await rawRun(call, connections, seconds)])
}

async function rawRun(call: () => Promise<unknown>, connections: number, seconds: number): Promise<Run> {
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  const started = performance.now()
  const end = started + seconds * 1000
  const caller = async () => {
    while (performance.now() < end) {
      const t0 = performance.now()
      try {
        await call()
        latencies.push(performance.now() - t0)
      } catch (error) {
        errors++
        firstError ??= error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, caller))
  const elapsed = (performance.now() - started) / 1000
  return { latencies, count: latencies.length + errors, seconds: elapsed, errors, non2xx: 0, ...(firstError ? { firstError } : {}) }
}

/** `slices` one-second runs of each of two loads, taken in turn (first, second, first…); each load's runs. */
async function alternatingSlices(slices: number, first: () => Promise<Run>, second: () => Promise<Run>): Promise<[Run[], Run[]]> {
  const firstRuns: Run[] = []
  const secondRuns: Run[] = []
  for (let slice = 0; slice < slices; slice++) {
    firstRuns.push(await first())
    secondRuns.push(await second())
  }
  return [firstRuns, secondRuns]
}

/**
 * Two raw calls side by side, in alternating one-second slices (a, b, a, b…) as {@link sideBySide}
 * does: what one costs beside the other, on the same load.
 */
export async function rawPair(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<{ a: LoadFigures & { firstError?: string }; b: LoadFigures & { firstError?: string } }> {
  const [runsA, runsB] = await alternatingSlices(
    seconds,
    () => rawRun(a, connections, 1),
    () => rawRun(b, connections, 1),
  )
  return { a: figures(runsA), b: figures(runsB) }
}

/**
 * The endpoint and its raw calls side by side: `seconds` of each, in alternating one-second slices
 * (API, raw, API, raw…), so a change in the machine's load during the row falls on both alike
 * rather than on whichever ran second.
 */
export async function sideBySide(
  load: HttpLoad,
  call: () => Promise<unknown>,
  connections: number,
  seconds: number,
): Promise<{ api: LoadFigures; raw: LoadFigures & { firstError?: string } }> {
  const [api, raw] = await alternatingSlices(
    seconds,
    () => httpRun(load, connections, 1),
    () => rawRun(call, connections, 1),
  )
  return { api: figures(api), raw: figures(raw) }
}
