import * as z from 'zod/mini'

/** `Authorization: Bearer <token>`: the one pattern of a well-formed bearer credential. */
const BEARER = /^Bearer ([A-Za-z0-9_\-.]+)$/

/** The token of a well-formed `Authorization: Bearer …` header; undefined for none or any other. */
export const bearerToken = (header: string | undefined): string | undefined => (header ? BEARER.exec(header)?.[1] : undefined)

export const IDEMPOTENCY_KEY_MESSAGE = 'Send an Idempotency-Key header (a UUID for each payment attempt)'

/**
 * The headers of a create that must not happen twice: `Idempotency-Key`, a UUID per payment attempt
 * (compared lower-cased). Header names arrive lower-cased, as API Gateway passes them.
 */
export const IdempotencyKeyHeaders = z.object({
  'idempotency-key': z.pipe(
    z.uuid({ error: IDEMPOTENCY_KEY_MESSAGE }),
    z.transform((key: string) => key.toLowerCase()),
  ),
})
