import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assertChromium, chromiumArgs, chromiumPath } from '../../frontend/e2e/browser'

const START_TIMEOUT_MS = 30_000

export interface DebuggableChrome {
  /** The DevTools port, for Lighthouse. */
  port: number
  /** The browser's DevTools WebSocket, for playwright-core's connectOverCDP. */
  wsEndpoint: string
  close(): Promise<void>
}

/**
 * Headless Chromium (the browser tests' binary and flags) with remote debugging on a port the OS
 * picks. Lighthouse and Playwright both attach to it, so they share its default profile: what
 * Playwright puts into localStorage there is what the page Lighthouse loads sees.
 */
export async function startChrome(): Promise<DebuggableChrome> {
  assertChromium()
  const profile = mkdtempSync(join(tmpdir(), 'remit-audit-chrome-'))
  const child = spawn(chromiumPath, [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    // Chromium's helper processes may still be writing into the profile for a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
  try {
    const wsEndpoint = await new Promise<string>((resolve, reject) => {
      let output = ''
      const timer = setTimeout(
        () => reject(new Error(`Chromium printed no DevTools address within ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      )
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const found = /DevTools listening on (ws:\/\/\S+)/.exec(output)
        if (found?.[1]) {
          clearTimeout(timer)
          child.stderr.off('data', onData)
          resolve(found[1])
        }
      }
      child.stderr.on('data', onData)
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`Chromium exited (${code}) before it was ready:\n${output}`))
      })
    })
    // Drain stderr from now on, or a chatty Chromium would block on a full pipe.
    child.stderr.resume()
    return { port: Number(new URL(wsEndpoint).port), wsEndpoint, close }
  } catch (error) {
    await close()
    throw error
  }
}
