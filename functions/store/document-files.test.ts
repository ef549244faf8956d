import { beforeAll, describe, expect, it } from 'vitest'
import type * as DocumentFiles from './document-files'

let files: typeof DocumentFiles
const now = new Date('2026-11-21T12:00:00Z')

beforeAll(async () => {
  Object.assign(process.env, {
    STAGE: 'test',
    TABLE_NAME: 't',
    AUTH_ISSUER: 'http://127.0.0.1:1/p',
    USER_POOL_ID: 'p',
    USER_POOL_CLIENT_ID: 'c',
    DOCUMENTS_BUCKET: 'remit-test-documents',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569',
  })
  // After the environment: the S3 client reads its endpoint when it is made.
  files = await import('./document-files')
})

describe('presigned upload', () => {
  it('PUTs one object under the owner prefix, with type and length signed, for 5 minutes', async () => {
    const { url, expiresAt } = await files.presignUpload(files.documentObjectKey('user-1', '01KAJ5Y0T9V8M6Z3X2W1Q0P9N8'), 'image/png', 1234, now)
    const parsed = new URL(url)
    expect(`${parsed.origin}${parsed.pathname}`).toBe('http://127.0.0.1:4569/remit-test-documents/users/user-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8')
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host')
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('300')
    expect(parsed.searchParams.get('X-Amz-Date')).toBe('20261121T120000Z')
    // No checksum of an empty body signed in: it would make every real upload fail.
    expect(url).not.toMatch(/checksum/i)
    expect(expiresAt).toBe('2026-11-21T12:05:00.000Z')
  })
})

describe('presigned download', () => {
  it('GETs the checked version as an attachment for 60 seconds', async () => {
    const { url, expiresAt } = await files.presignDownload(
      { key: 'users/user-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8', versionId: 'v-1', fileName: 'passport.pdf', contentType: 'application/pdf' },
      now,
    )
    const parsed = new URL(url)
    expect(parsed.pathname).toBe('/remit-test-documents/users/user-1/01KAJ5Y0T9V8M6Z3X2W1Q0P9N8')
    expect(parsed.searchParams.get('versionId')).toBe('v-1')
    expect(parsed.searchParams.get('response-content-disposition')).toBe(`attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`)
    expect(parsed.searchParams.get('response-content-type')).toBe('application/pdf')
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('60')
    expect(expiresAt).toBe('2026-11-21T12:01:00.000Z')
  })

  it('omits the version where the bucket has none (s3rver)', async () => {
    const { url } = await files.presignDownload({ key: 'users/u/x', fileName: 'a.png', contentType: 'image/png' }, now)
    expect(new URL(url).searchParams.has('versionId')).toBe(false)
  })
})

describe('attachmentDisposition', () => {
  it.each([
    ['passport.pdf', `attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`],
    ['my "best" scan.png', `attachment; filename="my _best_ scan.png"; filename*=UTF-8''my%20%22best%22%20scan.png`],
    ['Pässe (1).pdf', `attachment; filename="P_sse (1).pdf"; filename*=UTF-8''P%C3%A4sse%20%281%29.pdf`],
    ["o'brien*.jpg", `attachment; filename="o'brien*.jpg"; filename*=UTF-8''o%27brien%2A.jpg`],
  ])('%s', (fileName, header) => {
    expect(files.attachmentDisposition(fileName)).toBe(header)
  })
})
