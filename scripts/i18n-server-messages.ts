import { writeFileSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'
import { serverMessagesModule } from './lib/server-messages'

/** Writes frontend/src/lib/i18n/server-messages.ts (a unit test fails while it is out of date); then run `npx lingui extract`. */
const target = path.resolve(import.meta.dirname, '..', 'frontend', 'src', 'lib', 'i18n', 'server-messages.ts')
const options = { ...(await prettier.resolveConfig(target)), filepath: target }
writeFileSync(target, await prettier.format(await serverMessagesModule(), options))
console.log(`Wrote ${path.relative(process.cwd(), target)}`)
