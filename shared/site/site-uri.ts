import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import { PRERENDER_DIR, PRERENDERED_PATHS } from './prerendered-pages'

/**
 * Which file of the built site answers a request for `uri`: a prerendered public page in the
 * visitor's language, the SPA's index.html for any other client route (a path whose last segment
 * has no file extension), or the file itself.
 *
 * The language: the `remit-locale` cookie when it names one of ours (the visitor's own choice, set
 * by the SPA), else the best of Accept-Language (highest q, the first on a tie), else English.
 *
 * One implementation for both servers: this source is the CloudFront Function's code
 * (infra/stacks/constructs/spa-fallback.ts) and, evaluated once below, the local gateway's choice
 * (infra/local/static-files.ts). Hence plain ES5 in a string: the cloudfront-js-2.0 runtime is not
 * Node, and a compiled function's own text (esbuild keeps names with helpers) would not run there.
 * Only the exact paths in the list map to files, so no request can name a path outside them.
 */
export const SITE_URI_CODE = `var PRERENDERED_PATHS = ${JSON.stringify(PRERENDERED_PATHS)};
var PRERENDERED_LOCALES = ${JSON.stringify(LOCALES)};
function preferredLocale(cookieLocale, acceptLanguage) {
  if (typeof cookieLocale === 'string' && PRERENDERED_LOCALES.indexOf(cookieLocale) !== -1) return cookieLocale;
  var best = ${JSON.stringify(DEFAULT_LOCALE)};
  var bestQ = 0;
  var tags = typeof acceptLanguage === 'string' ? acceptLanguage.split(',') : [];
  for (var i = 0; i < tags.length; i++) {
    var parts = tags[i].split(';');
    var language = parts[0].trim().toLowerCase().split('-')[0];
    var q = 1;
    for (var j = 1; j < parts.length; j++) {
      var param = parts[j].trim();
      if (param.substring(0, 2) === 'q=') {
        q = parseFloat(param.substring(2));
        if (!(q >= 0 && q <= 1)) q = 0;
      }
    }
    if (q > bestQ && PRERENDERED_LOCALES.indexOf(language) !== -1) {
      best = language;
      bestQ = q;
    }
  }
  return best;
}
function siteUri(uri, cookieLocale, acceptLanguage) {
  if (PRERENDERED_PATHS.indexOf(uri) !== -1) {
    return '/${PRERENDER_DIR}/' + preferredLocale(cookieLocale, acceptLanguage) + (uri === '/' ? '/index' : uri) + '.html';
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  return lastSegment.indexOf('.') === -1 ? '/index.html' : uri;
}`

/** `uri` (the request's path, as received), the `remit-locale` cookie's value and the Accept-Language header → the file to serve. */
type SiteUri = (uri: string, localeCookie: string | undefined, acceptLanguage: string | undefined) => string

/** {@link SITE_URI_CODE}'s `siteUri`: our own constant source, evaluated once (no request text is ever evaluated). */
export const siteUri = new Function(`${SITE_URI_CODE}\nreturn siteUri`)() as SiteUri
