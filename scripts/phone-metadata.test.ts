import { describe, expect, it } from 'vitest'
import mobileMetadata from '../shared/transfers/phone/mobile-metadata.json'
import { destinationMobileMetadata } from './phone-metadata-subset'

describe('phone metadata', () => {
  it('ships the metadata the installed libphonenumber-js gives (run `npm run phone-metadata` after an upgrade)', () => {
    expect(mobileMetadata).toEqual(JSON.parse(JSON.stringify(destinationMobileMetadata())))
  })
})
