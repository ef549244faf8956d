import { lazy } from 'react'
import { lazyModule } from '../../../lib/lazy-module'
import { loadChunk } from '../../../lib/lazy-route'

// Steps 2 and 3 and the payment request are chunks of their own: a visit to the wizard downloads
// step 1 only, and the rest arrives while the sender fills it in (prefetchLaterSteps).
const paymentStepChunk = lazyModule(() => loadChunk(() => import('./payment-step')))
const reviewStepChunk = lazyModule(() => loadChunk(() => import('./review-step')))
export const paymentRequestChunk = lazyModule(() => loadChunk(() => import('../../../entities/transfer/api/create-transfer')))

export const LazyPaymentStep = lazy(async () => ({ default: (await paymentStepChunk.load()).PaymentStep }))
export const LazyReviewStep = lazy(async () => ({ default: (await reviewStepChunk.load()).ReviewStep }))

/**
 * Starts loading what the steps after the first need. Called on the sender's first interaction
 * with the form, not as the page opens: nobody reaches step 2 without one, and by the time they
 * press Next the chunks are there. A failed load is tried again when the step renders.
 */
export function prefetchLaterSteps(): void {
  for (const chunk of [paymentStepChunk, reviewStepChunk, paymentRequestChunk]) chunk.load().catch(() => undefined)
}
