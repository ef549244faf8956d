import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium by default; CHROMIUM_PATH points elsewhere (e.g. Google Chrome on a Mac). `npm run audit` measures in it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * What the browser tests drive: Chromium's headless shell (Debian's chromium-headless-shell, the
 * build Playwright itself runs headless tests in) when it is installed, else {@link chromiumPath}.
 * The same engine without the browser around it: the four heaviest journeys took 40 CPU-seconds
 * of Chromium against 65, on CI's two cores shared with every other lane. CHROMIUM_PATH overrides both.
 */
const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath)

/** The flags this sandboxed, offline machine needs (no background network, no sandbox as root); `npm run audit` uses them too. */
export const chromiumArgs: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Throws a one-line hint when there is no Chromium at `path`. */
export function assertChromium(path = chromiumPath): void {
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}: install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH.`)
  }
}

/** Headless Chromium for the tests, with `chromiumArgs`. */
export async function launchBrowser(): Promise<Browser> {
  assertChromium(testChromiumPath)
  return chromium.launch({ executablePath: testChromiumPath, args: [...chromiumArgs] })
}
