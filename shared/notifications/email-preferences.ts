import * as z from 'zod/mini'

/**
 * The e-mails a sender may turn off, each on unless they chose otherwise. The receipt, a
 * cancellation's refund and a claim's result are not here: the law owes them (12 CFR 1005.31(e),
 * 1005.34, 1005.33(c)), so they are always sent.
 */
export const EmailPreferencesSchema = z.object({
  /** The money was paid out or collected. */
  paidOut: z.boolean(),
  /** A transfer is being reviewed, or the review let it go on. */
  reviewUpdates: z.boolean(),
})
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { paidOut: true, reviewUpdates: true }

/** The choices as Profile Settings shows them, in order. */
export const EMAIL_PREFERENCE_LABELS: Record<keyof EmailPreferences, { label: string; hint: string }> = {
  paidOut: { label: 'Money paid out', hint: 'When your recipient’s money has been paid out or collected.' },
  reviewUpdates: { label: 'Review updates', hint: 'When a transfer is being reviewed, and when the review is done.' },
}

/** What Profile Settings says of the e-mails that cannot be turned off. */
export const ALWAYS_SENT_TEXT =
  'We always e-mail your receipt, a cancellation’s refund and the answer to a problem you report: the law requires them.'
