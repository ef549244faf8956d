import { deliver, plan } from '../services/notifications'
import { CONSUMERS } from './consumers'
import { streamConsumer } from './stream-consumer'

/**
 * Tells people what happened: from each change of a transfer or a claim on the table's
 * stream, the sender's e-mail (receipt, paid out, cancelled, held, released, claim answered) and the
 * recipient's SMS when cash or mobile money is ready. Each notice is sent once (services/notifications.ts).
 */
export const handler = streamConsumer('notify', CONSUMERS.notify, async ({ before, after }) => {
  const planned = plan(before, after)
  if (!planned) return undefined
  const { sent, skipped } = await deliver(planned, new Date())
  return { sent, skipped }
})
