import { afterAll, inject } from 'vitest'
import { leaseStack, releaseStack } from '../../../functions/lib/testing/test-stack'

// The api and browser projects' setup file: the test file loads with a stack of its own (./stack-pool.ts).
await leaseStack(inject('stackPoolDir'))
afterAll(releaseStack)
