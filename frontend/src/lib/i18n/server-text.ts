import { messageCode } from '../../../../shared/i18n/message-code'
import { figureText } from './figure-texts'
import { i18n } from './i18n'

/**
 * A text the server answered (an API error, a field's refusal) or that the shared validation gives
 * in the browser, in the reader's language: the catalogs hold each such text under its code
 * (server-messages.ts, generated from shared/ and functions/), so neither the server nor this
 * bundle carries the list. A text with a figure in it is said again around its figure
 * (figure-texts.ts). English, and any text the catalogs lack, stay as the server wrote them.
 */
export function serverText(text: string, code?: string): string {
  const messages = i18n.messages
  for (const id of [code, messageCode(text)]) {
    if (id && messages[id] !== undefined) return i18n._(id)
  }
  return figureText(i18n, text) ?? text
}
