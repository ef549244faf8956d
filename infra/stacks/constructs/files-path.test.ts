import { describe, expect, it } from 'vitest'
import { throughSite } from '../../../functions/model/document-objects'
import { FILES_PATH_CODE } from './files-path'

interface ViewerRequest {
  uri: string
}

/** Evaluates the CloudFront Function's source as CloudFront would: a global `handler(event)`. */
const handler = new Function(`${FILES_PATH_CODE}; return handler`)() as (event: { request: ViewerRequest }) => ViewerRequest

describe('files path (CloudFront viewer-request function)', () => {
  it('gives the bucket back the exact path the download was signed for', () => {
    const presigned = 'https://docs.s3.us-east-1.amazonaws.com/users/sub-1/01J9ZQ3K8Y7W6V5T4S3R2Q1P0N.pdf?X-Amz-Signature=abc&X-Amz-Expires=60'
    const sitePath = throughSite(presigned)
    expect(sitePath).toBe('/files/users/sub-1/01J9ZQ3K8Y7W6V5T4S3R2Q1P0N.pdf?X-Amz-Signature=abc&X-Amz-Expires=60')
    const uri = sitePath.slice(0, sitePath.indexOf('?'))
    expect(handler({ request: { uri } }).uri).toBe(new URL(presigned).pathname)
  })
})
