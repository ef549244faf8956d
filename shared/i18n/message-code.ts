/**
 * The stable code of a message the server sends: its English text written as a slug,
 * 'Please enter a valid 16-digit card number' → 'please-enter-a-valid-16-digit-card-number'. The
 * spec fixes these texts, so the code is as stable as the text, and the SPA finds the translation
 * of an API error, or of the same message its own validation gives, from the text alone.
 */
export function messageCode(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
}
