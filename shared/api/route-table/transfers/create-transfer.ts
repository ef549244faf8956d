import { CreateTransferSchema, createTransferSchema } from '../../../transfers/create-transfer-schema'
import { TransferSchema } from '../../../transfers/transfer'
import { IdempotencyKeyHeaders } from '../../headers'
import { SANCTIONS_SCREENING, SCREENING_CLEARANCES, TRANSFER_COUNTERS } from '../../route-access'
import { ErrorBodySchema } from '../../route-definition'
import { defineRoute } from './define-route'

export const createTransfer = defineRoute('createTransfer', 'POST /api/customers', {
  auth: 'user',
  // Read ahead as one batch: the named owner, the destination, the idempotency record (and the transfer it made),
  // the ledger, identity and the sanctions pointer; the quote. One transaction writes the idempotency record, invoice,
  // transfer, mobile lookup, events (and review item when held), counters, velocity windows and ledger, marks the
  // quote used, and checks that no rate correction voided it (the rate's item, not written).
  access: {
    table: {
      get: [
        'profile',
        'country',
        'idempotency',
        'transfer',
        'quote',
        'limitLedger',
        'identity',
        ...SANCTIONS_SCREENING.get,
        ...SCREENING_CLEARANCES.get,
      ],
      query: SANCTIONS_SCREENING.query,
      put: ['idempotency', 'invoice', 'transfer', 'mobile', 'transferEvent', 'review', 'journalEntry'],
      update: [...TRANSFER_COUNTERS, 'velocity', 'limitLedger', 'quote'],
      conditionCheck: ['exchangeRate'],
    },
  },
  body: CreateTransferSchema,
  // The card's expiry against the request's day, and the stage's amount range.
  bodyAt: ({ now, transferAmounts }) => createTransferSchema(now, transferAmounts),
  headers: IdempotencyKeyHeaders,
  responses: { 201: TransferSchema, 422: ErrorBodySchema },
})
