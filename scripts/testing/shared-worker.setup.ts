import { afterAll, vi } from 'vitest'

/**
 * The `unit`, `frontend`, `api` and `browser` projects run their files one after another in a
 * worker they share (`isolate: false` in vitest.config.ts): the AWS SDK, React, Playwright and the
 * DOM environment load once per worker instead of once per file. What one file leaves behind the next one finds, so a file that
 * passes only after (or fails only after) another is possible; this set-up, run before each file,
 * keeps what isolation gave them.
 */

// Our own modules start fresh in every file, as each did in a worker of its own: memoized
// settings (functions/lib/config.ts), clients made on first use, lazy-loaded screens and caches
// keep nothing from the previous file. Packages (node_modules) stay loaded: that is the gain.
vi.resetModules()

// What the process holds outside modules must be put back by the file that changed it. A file that
// forgets fails here, by name, rather than some other file failing later, depending on the order.
const envAtStart = { ...process.env }
/** Set by a package when it first loads, once per process: every later file sees the same value. */
const SET_BY_PACKAGES = new Set([
  // @aws-lambda-powertools/commons appends its user agent for the AWS SDK.
  'AWS_SDK_UA_APP_ID',
])

afterAll(() => {
  const leaks: string[] = []
  const names = new Set([...Object.keys(envAtStart), ...Object.keys(process.env)])
  const changed = [...names].filter((name) => !SET_BY_PACKAGES.has(name) && process.env[name] !== envAtStart[name])
  if (changed.length > 0) leaks.push(`process.env ${changed.sort().join(', ')}`)
  for (const name of changed) {
    const before = envAtStart[name]
    if (before === undefined) Reflect.deleteProperty(process.env, name)
    else process.env[name] = before
  }
  if (vi.isFakeTimers()) {
    leaks.push('fake timers')
    vi.useRealTimers()
  }
  if (leaks.length > 0)
    throw new Error(`This file left ${leaks.join(' and ')} changed for the next file in its worker: restore them in afterEach/afterAll`)
})
