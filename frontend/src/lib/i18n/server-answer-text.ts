import { serverText } from './server-text'

/**
 * An error answer's texts in the reader's language. The API client loads this module on the first
 * error answer, and the build gives its chunk the translation of every text the server can answer
 * with (frontend/chunk-catalogs-plugin.ts): a page that never meets an error never downloads them.
 */
export function translatedAnswer(error: string, fields: Record<string, string> | undefined, code: string | undefined) {
  return {
    error: serverText(error, code),
    fields: fields && Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, serverText(text)])),
  }
}
