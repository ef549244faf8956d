import { CreateRecipientSchema } from '../../../recipients/recipient-bodies'
import { RecipientSchema } from '../../../recipients/recipient-schemas'
import { SANCTIONS_SCREENING, SCREENING_CLEARANCES } from '../../route-access'
import { defineRoute } from './define-route'

export const createRecipient = defineRoute('createRecipient', 'POST /api/recipients', {
  auth: 'user',
  // Counts the owner's recipients (a Query, for the cap), screens the name (the list's pointer and chunks,
  // the sender's clearances), then puts the new item.
  access: {
    table: {
      // The recipient itself when a retried put finds its first attempt landed (recipients-store.ts).
      get: ['recipient', ...SANCTIONS_SCREENING.get, ...SCREENING_CLEARANCES.get],
      query: ['recipient', ...SANCTIONS_SCREENING.query],
      put: ['recipient'],
    },
  },
  body: CreateRecipientSchema,
  responses: { 201: RecipientSchema },
})
