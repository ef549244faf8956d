/**
 * A random mobile number of a destination, national form (for tests, seeds, the bench and the
 * audit): a mobile prefix in use there and random digits to the plan's length. Every one passes
 * `recipientMobileE164` (recipient-mobile.test.ts checks thousands).
 */
const MOBILE_PREFIXES: Readonly<Record<string, readonly [prefix: string, randomDigits: number]>> = {
  so: ['61', 7],
  ke: ['7', 8],
  et: ['9', 8],
  ug: ['77', 7],
  tz: ['71', 7],
  dj: ['77', 6],
  rw: ['78', 7],
  tr: ['53', 8],
}

export function sampleMobile(countryId: string, random: () => number = Math.random): string {
  const [prefix, digits] = MOBILE_PREFIXES[countryId] ?? ['61', 7]
  return prefix + String(Math.floor(random() * 10 ** digits)).padStart(digits, '0')
}
