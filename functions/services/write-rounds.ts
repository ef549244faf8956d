import { ServiceUnavailableError } from '../lib/errors'
import { TransferChangedError } from '../store/transfer-writes'

/** A write that lost a race reads again and judges again; more rounds than this is a busy transfer (503). */
const ROUNDS = 3

/**
 * A decision on a transfer made on a fresh read, written with `saveTransfer`: when another write came
 * first (TransferChangedError), it reads again and judges again. Any other refusal — the decision's
 * own 409s included — is the answer.
 */
export async function untilWritten<R, T>(read: () => Promise<R>, round: (current: R) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < ROUNDS; attempt++) {
    const current = await read()
    try {
      return await round(current)
    } catch (error) {
      if (!(error instanceof TransferChangedError)) throw error
    }
  }
  throw new ServiceUnavailableError()
}
