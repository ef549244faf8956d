import * as z from 'zod/mini'
import { mobileOfDestination, normalisedRecipient, payoutAccountOfDestination, recipientShape } from '../transfers/create-transfer-schema'
import { namesWithoutCardNumber } from '../text/safe-text'
import { RECIPIENT_VERSION_MESSAGE } from './recipient-schemas'

/**
 * What a sender saves in their address book. A recipient is exactly the recipient part of a
 * transfer (names, mobile, destination, city, payout method and details), judged by the transfer's
 * own schema pieces (`recipientShape` and the destination rules), so a saved recipient always makes
 * a valid transfer and the two can never disagree. Its own module: the routes that only read or
 * delete recipients do not bundle the phone and IBAN rules.
 */

const recipientObject = () =>
  z.pipe(
    z.object(recipientShape()).check(mobileOfDestination, payoutAccountOfDestination, namesWithoutCardNumber()),
    z.transform(normalisedRecipient),
  )

/** POST /api/recipients: the recipient as the wizard's step 1 collects it; output normalised (E.164 mobile, only the method's payout details). */
export const CreateRecipientSchema = recipientObject()
export type CreateRecipientInput = z.input<typeof CreateRecipientSchema>
export type RecipientDetails = z.output<typeof CreateRecipientSchema>

/** PUT /api/recipients/{id}: the whole recipient again, with the version it was read at (optimistic locking). */
export const UpdateRecipientSchema = z.pipe(
  z
    .object({ ...recipientShape(), version: z.int({ error: RECIPIENT_VERSION_MESSAGE }).check(z.minimum(1, RECIPIENT_VERSION_MESSAGE)) })
    .check(mobileOfDestination, payoutAccountOfDestination, namesWithoutCardNumber()),
  z.transform(normalisedRecipient),
)
