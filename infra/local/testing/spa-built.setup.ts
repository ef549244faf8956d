import { inject } from 'vitest'
import { spaBuilt } from '../../../functions/lib/testing/test-stack'

// The browser project's setup file: the journeys need the built SPA the pool's stacks serve.
await spaBuilt(inject('stackPoolDir'))
