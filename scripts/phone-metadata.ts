/**
 * Writes shared/transfers/phone/mobile-metadata.json: libphonenumber-js's mobile-only metadata cut
 * down to our destinations and the US (3.6 kB instead of 99 kB), the library's documented way to keep its
 * metadata small ("custom metadata" with libphonenumber-js/core). Run after upgrading the library:
 *   npm run phone-metadata
 * (a unit test fails while the file differs from what the installed version gives).
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { destinationMobileMetadata } from './phone-metadata-subset'

const target = fileURLToPath(new URL('../shared/transfers/phone/mobile-metadata.json', import.meta.url))
writeFileSync(target, `${JSON.stringify(destinationMobileMetadata())}\n`)
console.log(`wrote ${target}`)
