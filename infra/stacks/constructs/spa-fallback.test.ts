import { describe, expect, it } from 'vitest'
import { SPA_FALLBACK_CODE } from './spa-fallback'

interface ViewerRequest {
  uri: string
}

/** Evaluates the CloudFront Function's source as CloudFront would: a global `handler(event)`. */
const handler = new Function(`${SPA_FALLBACK_CODE}; return handler`)() as (event: { request: ViewerRequest }) => ViewerRequest
const served = (uri: string) => handler({ request: { uri } }).uri

describe('SPA fallback (CloudFront viewer-request function)', () => {
  it.each(['/', '/sign-in', '/transfers', '/transfers/01J9ZQ3K8Y7W6V5T4S3R2Q1P0N', '/admin/users/'])(
    'serves index.html for the client-side route %s',
    (uri) => expect(served(uri)).toBe('/index.html'),
  )

  it.each(['/robots.txt', '/assets/index-abc123.js', '/assets/missing.js', '/flags/ke.svg', '/favicon.svg', '/index.html'])(
    'leaves the file path %s alone, so a missing file is a real 404',
    (uri) => expect(served(uri)).toBe(uri),
  )
})
