import * as z from 'zod/mini'
import { digitRuns } from './safe-text'

/**
 * Names (and the city) go into texts we send in our name: the recipient's SMS carries the sender's
 * name, e-mail subjects the recipient's. A name holding a link, an e-mail address or a phone number
 * turns that text into a message from an attacker ('URGENT Remit security: … visit http://…'), so
 * such fields refuse them at validation. Judged on the NFKC form, so full-width letters and digits
 * ('ｈｔｔｐ', '＠') count as theirs.
 */

export const CONTACT_IN_NAME_MESSAGE = 'Links, e-mail addresses and phone numbers cannot be entered here'

/**
 * A scheme ('http://', 'hxxp://'), 'www.', or a domain ('evil.com', 'bit.ly/x'): a label, a dot, then
 * 2–24 letters. Written so each position is tried in bounded steps (a scheme is judged by the character
 * before '://', a label by its last two characters), so the time grows with the text's length, not its
 * square: `[\p{L}-]{2,}\.` took seconds on a 30,000-letter name and pinned the API for minutes on a
 * fuzzed megabyte.
 */
const LINK = /[a-z0-9+.-]:\/\/|\bwww\d*\.|[\p{L}\p{N}-]{2}\.\p{L}{2,24}(?!\p{L})/iu
/** Phone numbers have 7 digits or more; names and cities none so long. */
const PHONE_DIGITS = 7

/** Whether the text holds a link, an e-mail address or a phone-number-like run of digits. */
export function containsContact(text: string): boolean {
  const normal = text.normalize('NFKC')
  if (normal.includes('@') || LINK.test(normal)) return true
  return digitRuns(normal).some((groups) => groups.join('').length >= PHONE_DIGITS)
}

/** The check a name or city field adds. */
export function contactFreeCheck() {
  return z.refine<string>((value) => !containsContact(value), CONTACT_IN_NAME_MESSAGE)
}
