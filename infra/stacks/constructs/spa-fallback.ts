import { LOCALE_COOKIE } from '../../../shared/site/prerendered-pages'
import { SITE_URI_CODE } from '../../../shared/site/site-uri'

/**
 * CloudFront Function (viewer request, the site's behaviours): picks the file of the built site that
 * answers the request (shared/site/site-uri.ts, the same code the local gateway runs). A public
 * page is answered prerendered in the visitor's language (the language cookie, else
 * Accept-Language, else English), any other path whose last segment has no file extension is a
 * client-side route and gets /index.html, and everything else goes to S3 unchanged, so /robots.txt
 * or a missing /assets/x.js stays a real 404 instead of an HTML page (which error-response
 * rewriting would produce, and which would also hide API 403/404s).
 *
 * The function runs before the cache and rewrites the URI, which is the cache key: each language's
 * copy is cached under its own file's name, and the cookie and Accept-Language stay out of the key.
 * Plain ES5.1-style JavaScript: the cloudfront-js-2.0 runtime is not Node.
 */
export const SPA_FALLBACK_CODE = `${SITE_URI_CODE}
function handler(event) {
  var request = event.request;
  var cookie = request.cookies && request.cookies[${JSON.stringify(LOCALE_COOKIE)}];
  var language = request.headers && request.headers['accept-language'];
  request.uri = siteUri(request.uri, cookie ? cookie.value : undefined, language ? language.value : undefined);
  return request;
}`
