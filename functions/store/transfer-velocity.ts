import { createHash } from 'node:crypto'
import type { VelocityLimits } from '../../shared/transfers/limits'
import type { CardSummary } from '../../shared/transfers/transfer'
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb'
import { config } from '../lib/config'
import { TooManyRequestsError } from '../lib/errors'
import { TTL_ATTRIBUTE } from '../model/table-definition'
import { keyOf } from '../model/table-keys'

/**
 * Velocity limits: how many transfers one sender, and one card, may make per
 * clock hour and per UTC day. Each is a counter item per window that the create's transaction adds
 * one to on the condition that it is below its limit, so concurrent creates can never pass a limit
 * together. Fixed windows keep the condition a single comparison; the price is that a sender can
 * use one hour's limit at its end and the next hour's at its start. A deleted transfer does not give
 * its count back: the limit is on attempts to pay, not on transfers kept.
 */
type VelocityWindow = 'hour' | 'day'

export interface VelocityCounter {
  /** What is counted: a sender, or a card across every sender. */
  subject: 'user' | 'card'
  /** The sender's id, or the card's hash. */
  id: string
  window: VelocityWindow
  /** The window's bounds, in epoch seconds: [start, end). */
  start: number
  end: number
  max: number
}

const WINDOW_SECONDS: Record<VelocityWindow, number> = { hour: 3_600, day: 86_400 }

/**
 * A card as the limits know it: brand, last four and expiry (what we store), hashed so the counter's
 * key does not repeat them.
 */
const cardIdentity = (card: CardSummary): string =>
  createHash('sha256').update(`${card.brand}|${card.last4}|${card.expirationDate}`).digest('base64url')

/** The counters a new transfer of `ownerId`, paid with `card`, adds one to at `now`. */
export function velocityCounters(ownerId: string, card: CardSummary, now: Date, limits: VelocityLimits): VelocityCounter[] {
  const seconds = Math.floor(now.getTime() / 1000)
  const counter = (subject: VelocityCounter['subject'], id: string, window: VelocityWindow, max: number): VelocityCounter => {
    const start = seconds - (seconds % WINDOW_SECONDS[window])
    return { subject, id, window, start, end: start + WINDOW_SECONDS[window], max }
  }
  const cardId = cardIdentity(card)
  return [
    counter('user', ownerId, 'hour', limits.perUser.hour),
    counter('user', ownerId, 'day', limits.perUser.day),
    counter('card', cardId, 'hour', limits.perCard.hour),
    counter('card', cardId, 'day', limits.perCard.day),
  ]
}

/** '1 minute', '42 minutes', '3 hours': a wait rounded up, in minutes below two hours. */
function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  return `${Math.ceil(seconds / 3_600)} hours`
}

/** The refusal of a create that `counter` is full for: 429 with the wait until its window ends. */
export function velocityRefusal(counter: VelocityCounter, now: Date): TooManyRequestsError {
  const retryAfter = Math.max(1, counter.end - Math.floor(now.getTime() / 1000))
  const wait = waitText(retryAfter)
  const message =
    counter.subject === 'user'
      ? `You have reached the limit of ${counter.max} transfers per ${counter.window}. You can send again in ${wait}.`
      : `This card has reached the limit of ${counter.max} transfers per ${counter.window}. You can use it again in ${wait}, or pay with another card.`
  return new TooManyRequestsError(message, retryAfter)
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number]

/** One more transfer in a velocity window, refused when the window has its limit already. */
export function velocityUpdate(counter: VelocityCounter): TransactItem {
  return {
    Update: {
      TableName: config().TABLE_NAME,
      Key: keyOf('velocity', {
        subject: `${counter.subject.toUpperCase()}#${counter.id}`,
        window: counter.window.toUpperCase(),
        start: String(counter.start),
      }),
      UpdateExpression: 'ADD transfers :one SET #ttl = :end',
      ConditionExpression: 'attribute_not_exists(transfers) OR transfers < :max',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':end': counter.end, ':max': counter.max },
    },
  }
}
