import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium by default; CHROMIUM_PATH points elsewhere (e.g. Google Chrome on a Mac). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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

/** Throws a one-line hint when there is no Chromium where we look. */
export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROMIUM_PATH.`)
  }
}

/** Headless Chromium with `chromiumArgs`. */
export async function launchBrowser(): Promise<Browser> {
  assertChromium()
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] })
}
