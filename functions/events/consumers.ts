/**
 * The table stream's consumers, as data: the CDK stack makes one function and event
 * source mapping per entry (its filter built from `sortKeys`), and the local stack's stream runner
 * invokes the same modules with the same filter. No I/O here: infra imports it.
 */
export interface ConsumerSpec {
  /** The handler module, relative to the repository, without `.ts`. */
  module: string
  description: string
  /** The items it is given, by sort key: equal to one of `equals` or starting with one of `prefixes`. */
  sortKeys: { equals: readonly string[]; prefixes: readonly string[] }
}

/** Retries of a failing record before it goes to the dead-letter queue (the event source mappings' retryAttempts; the local runner's too). */
export const STREAM_RETRY_ATTEMPTS = 3
/** Records per invocation, at most. */
export const STREAM_BATCH_SIZE = 100

export const CONSUMERS = {
  indexSearch: {
    module: 'functions/events/index-search',
    description: 'the search index upkeep from the table stream',
    sortKeys: { equals: ['TRANSFER'], prefixes: [] },
  },
  notify: {
    module: 'functions/events/notify',
    description: 'e-mail and SMS notifications from the table stream',
    // PROFILE: the e-mail of a verification review's outcome; ADDRESS_IN_USE: the owner's, when someone else tries their address.
    sortKeys: { equals: ['TRANSFER', 'PROFILE', 'ADDRESS_IN_USE'], prefixes: ['CLAIM#'] },
  },
} as const satisfies Record<string, ConsumerSpec>

export type ConsumerName = keyof typeof CONSUMERS

/** Whether a stream record's item is one `spec` is given (what the event source mapping's filter lets through). */
export function accepts(spec: ConsumerSpec, sortKey: string | undefined): boolean {
  if (sortKey === undefined) return false
  return spec.sortKeys.equals.includes(sortKey) || spec.sortKeys.prefixes.some((prefix) => sortKey.startsWith(prefix))
}
