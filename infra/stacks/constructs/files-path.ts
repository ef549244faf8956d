import { FILES_PATH } from '../../../functions/model/document-objects'

/**
 * CloudFront Function (viewer request, the `/files/*` behaviour): strips `/files`, so a presigned
 * download `/files/users/<sub>/<id>.pdf?X-Amz-…` reaches the bucket as the path it was signed for.
 * The query string is left as it came. Plain ES5.1-style JavaScript (cloudfront-js-2.0 is not Node).
 */
export const FILES_PATH_CODE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${FILES_PATH.length});
  return request;
}`
