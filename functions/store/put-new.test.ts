import { afterAll, describe, expect, it } from 'vitest'
import { createFakeAws } from '../lib/testing/fake-aws'
import { putNew } from './put-new'

const aws = createFakeAws({ signAccessToken: () => 'unused' })
afterAll(() => aws.restoreClients())

const RETRIED = { id: 'put landed, answer lost, retried', service: 'dynamodb', replayed: true } as const
const notice = (claimId: string) => ({ pk: 'NOTICE#t1', sk: 'paid', state: 'sending', claimId, note: undefined })

describe('putNew', () => {
  it('writes an item that is not there yet', async () => {
    aws.arm()
    expect(await putNew('table', notice('a'))).toBe('written')
    expect(aws.item('NOTICE#t1', 'paid')).toMatchObject({ claimId: 'a' })
  })

  it("answers 'exists' when another writer's item holds the key, and leaves it", async () => {
    aws.arm()
    expect(await putNew('table', notice('b'))).toBe('exists')
    expect(aws.item('NOTICE#t1', 'paid')).toMatchObject({ claimId: 'a' })
  })

  it("answers 'written' when the SDK retried a put that had landed: the item found is the one sent", async () => {
    aws.arm({ at: 0, fault: RETRIED })
    expect(await putNew('table', { ...notice('c'), pk: 'NOTICE#t2' })).toBe('written')
    expect(aws.calls().map((call) => call.outcome)).toEqual(['fault', 'failed'])
  })
})
