import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Transfer } from '../../shared/transfers/transfer-schemas'
import { transferInput } from '../transfers/testing/transfer-rules'
import { fileFakeWorld, LISTED_RECIPIENT } from '../lib/testing/fake-world'
import { keyOf } from '../model/table-keys'

/**
 * Staff's release of a possible sanctions match is remembered: the same sender's next transfer to
 * the same name is not held again (its history says who cleared it, for staff only), until the
 * listed entry's content changes.
 */
const world = fileFakeWorld(['createMyQuote', 'createTransfer', 'releaseTransfer', 'getTransfer'])

async function sendToListedName(): Promise<Transfer> {
  const body = transferInput()
  const quote = await world.invoke('createMyQuote', {
    as: 'user',
    body: { countryId: body.countryId, amount: body.inputValue, payoutCurrency: body.payoutCurrency, paymentType: body.paymentType },
  })
  const { quoteId } = JSON.parse(quote.body) as { quoteId: string }
  const created = await world.invoke('createTransfer', {
    as: 'user',
    body: { ...body, quoteId, ...LISTED_RECIPIENT },
    headers: { 'idempotency-key': randomUUID() },
  })
  expect(created.status).toBe(201)
  return JSON.parse(created.body) as Transfer
}

const asSeenBy = async (as: 'user' | 'admin', id: string) => JSON.parse((await world.invoke('getTransfer', { as, params: { id } })).body) as Transfer

describe('screening clearances', () => {
  it('lets a match staff released through on the next transfer, saying so to staff, until the entry changes', async () => {
    const first = await sendToListedName()
    expect(first.status).toBe('ON_HOLD')
    const released = await world.invoke('releaseTransfer', {
      as: 'admin',
      params: { id: first.id },
      body: { reason: 'Date of birth differs: not the listed person' },
    })
    expect(released.status).toBe(200)

    const second = await sendToListedName()
    expect(second.status).toBe('PENDING')
    const history = (await asSeenBy('admin', second.id)).history ?? []
    const cleared = history.find((event) => event.type === 'screening-cleared')
    expect(cleared?.reason).toContain(`cleared earlier by Root Test`)
    expect(cleared?.reason).toContain(`transfer ${first.id}`)
    expect(cleared?.reason).toContain('Date of birth differs: not the listed person')
    // The sender does not learn that their recipient came close to a listed name.
    expect((await asSeenBy('user', second.id)).history?.some((event) => event.type === 'screening-cleared')).toBe(false)

    // A new list version whose entry gained an alias: the match is reviewed again.
    const version = 'world-2'
    const changed = { uid: '1', name: 'DHUUBOW, Xasan Qorane', type: 'individual', programs: 'SOMALIA', aliases: ['Xasan Dhubow'] }
    world.aws.putItem({ ...keyOf('sanctionsChunk', { version, index: '00000' }), entries: JSON.stringify([changed]) })
    world.aws.putItem({ ...keyOf('sanctionsList', {}), version, entries: 1, chunks: 1, loadedAt: new Date().toISOString(), source: 'test' })
    const third = await sendToListedName()
    expect(third.status).toBe('ON_HOLD')
  })

  it('holds a name against each entry it matches, and a release clears each of them', async () => {
    const version = 'world-twins'
    const twins = [
      { uid: '21', name: 'DHUUBOW, Xasan Qorane', type: 'individual', programs: 'SOMALIA', aliases: ['Xasan Dhuubow'] },
      { uid: '22', name: 'DHUBOW, Hasan Qoorane', type: 'individual', programs: 'SDGT', aliases: [] },
    ]
    world.aws.putItem({ ...keyOf('sanctionsChunk', { version, index: '00000' }), entries: JSON.stringify(twins) })
    world.aws.putItem({ ...keyOf('sanctionsList', {}), version, entries: 2, chunks: 1, loadedAt: new Date().toISOString(), source: 'test' })

    const held = await asSeenBy('admin', (await sendToListedName()).id)
    expect(held.status).toBe('ON_HOLD')
    const entries = (held.hold?.reasons ?? []).map((reason) => (reason.kind === 'sanctions' ? reason.entry.uid : reason.kind))
    expect(entries.sort()).toEqual(['21', '22'])
    const released = await world.invoke('releaseTransfer', {
      as: 'admin',
      params: { id: held.id },
      body: { reason: 'Neither listed person: passport seen' },
    })
    expect(released.status).toBe(200)

    const next = await asSeenBy('admin', (await sendToListedName()).id)
    expect(next.status).toBe('PENDING')
    expect(next.history?.filter((event) => event.type === 'screening-cleared')).toHaveLength(2)
  })
})
