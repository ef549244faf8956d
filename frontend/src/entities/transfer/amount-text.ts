// The amount field's typing rule, apart from the amount's schema (./transfer-amount): the country
// page filters what is typed from its first render, and loads the schema only when the field is used.

/** What the amount field may hold while typing: digits and one decimal point, at most 2 decimals. */
const AMOUNT_TEXT = /^\d*(?:\.\d{0,2})?$/

/**
 * The amount field's next text (spec 5: only numbers that are 0 or greater): `typed` when it is
 * such a number (or on the way to one: '', '12.', '.5'), otherwise `previous` unchanged, so a
 * letter, a minus sign, a second point or a third decimal is ignored as typed.
 */
export function filterAmountText(typed: string, previous: string): string {
  return AMOUNT_TEXT.test(typed) ? typed : previous
}
