import { afterAll, inject } from 'vitest'
import { leaseStack, releaseStack } from '../../../functions/lib/testing/test-stack'

// The api and browser projects' setup file: the test file loads with a stack of its own (./stack-pool.ts).
await leaseStack(inject('stackPoolDir'))
afterAll(releaseStack)

// Files share a worker (isolate: false in vitest.config.ts), one after another on either stack. A file
// takes its own stack's function environment into process.env where it calls handlers in this process
// (clockedInvoker, the stream consumers): what it set is put back after it, so the next file, maybe on
// the other stack, never reaches this one's emulators. Registered after the shared-worker set-up's
// check, so it runs before it (Vitest runs after-hooks last registered first).
const envAtStart = { ...process.env }
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in envAtStart)) Reflect.deleteProperty(process.env, name)
  Object.assign(process.env, envAtStart)
})
