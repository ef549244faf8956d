import { describe, expect, it } from 'vitest'
import { IN_KENYA, savedRecipient } from '../../../testing/recipients'
import { makeTransfer } from '../../../testing/transfers'
import { groupRecipients } from './recipient-groups'

const saved = savedRecipient({ id: '01JB0000000000000000000001', ownerId: 'u1', ...IN_KENYA })
const toHodan = (id: string) => makeTransfer(1, { id, firstName: 'Hodan', mobileNumber: '+254712345678', countryId: 'ke', country: 'Kenya' })

describe('groupRecipients', () => {
  it('puts transfers under their saved recipient, groups the others by person, latest activity first', () => {
    const abdi = (id: string) => makeTransfer(2, { id, firstName: 'Abdi', mobileNumber: '+254799999999', countryId: 'ke', country: 'Kenya' })
    const groups = groupRecipients(
      [saved],
      [
        abdi('01JB00000000000000000000T9'),
        toHodan('01JB00000000000000000000T5'),
        abdi('01JB00000000000000000000T3'),
        toHodan('01JB00000000000000000000T2'),
      ],
    )
    expect(groups.map((group) => [group.saved?.id, group.transfers.map((transfer) => transfer.id)])).toEqual([
      [undefined, ['01JB00000000000000000000T9', '01JB00000000000000000000T3']],
      [saved.id, ['01JB00000000000000000000T5', '01JB00000000000000000000T2']],
    ])
  })

  it('lists a saved recipient nobody was paid yet, and no duplicates of a person paid many times', () => {
    expect(groupRecipients([saved], [])).toMatchObject([{ key: saved.id, transfers: [] }])
    expect(groupRecipients([], [toHodan('01JB00000000000000000000T1'), toHodan('01JB00000000000000000000T2')])).toHaveLength(1)
  })
})
