import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront'
import type { Construct } from 'constructs'

/**
 * CloudFront Function (viewer request, default behaviour only): a path whose last segment has no
 * file extension is a client-side route, so it is served /index.html. Everything else goes to S3
 * unchanged, so /robots.txt or a missing /assets/x.js stays a real 404 instead of an HTML page
 * (which error-response rewriting would produce, and which would also hide API 403/404s).
 *
 * Plain ES5.1-style JavaScript: the cloudfront-js-2.0 runtime is not Node.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`

export function spaFallbackFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Serves /index.html for client-side routes (paths without a file extension)',
  })
}
