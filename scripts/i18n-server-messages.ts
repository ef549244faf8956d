import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { serverMessagesModule } from './lib/server-messages'

/** Writes frontend/src/lib/i18n/server-messages.ts (a unit test fails while it is out of date); then run `npx lingui extract`. */
const root = path.resolve(import.meta.dirname, '..')
const target = path.join(root, 'frontend', 'src', 'lib', 'i18n', 'server-messages.ts')
writeFileSync(target, await serverMessagesModule())
// Formatted as `npm run format` would (.oxfmtrc.json), so the lint's format check passes.
execFileSync(path.join(root, 'node_modules', '.bin', 'oxfmt'), [target], { cwd: root, stdio: 'inherit' })
console.log(`Wrote ${path.relative(process.cwd(), target)}`)
