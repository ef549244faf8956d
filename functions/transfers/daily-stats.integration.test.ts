import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { DailyStatsSchema, dayRange, STATS_DAYS_MESSAGE, type DailyStats } from '../../shared/transfers/daily-stats'
import type { Session } from '../../shared/users/user'
import { errorOf, SEEDED_ADMIN } from '../users/testing/accounts-api'
import { FunctionEnvSchema } from '../users/testing/local-stack'
import { cents, createTransfersApi, transfersTable } from './testing/transfers-api'
import { testStack } from '../lib/testing/test-stack'

/**
 * The admin chart's figures (GET /api/customers/stats/daily) against the local stack: they follow
 * creates and deletes, and always equal a recount of the live transfers stored in the table.
 */

const api = createTransfersApi(testStack().baseUrl)
const table = transfersTable(FunctionEnvSchema.parse(testStack().functionEnv))

let root: Session

beforeAll(async () => {
  root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})
afterAll(() => table.destroy())

async function daily(token: string, days?: number): Promise<DailyStats> {
  const response = await api.call(routes.getDailyTransferStats, { token, ...(days === undefined ? {} : { query: { days: String(days) } }) })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return DailyStatsSchema.parse(response.body)
}

/** Every day's figures in cents, recounted from the transfer items themselves (deleted and cancelled ones left out). */
async function recountByDay(dates: readonly string[]) {
  const wanted = new Set(dates)
  const byDay = new Map(dates.map((date) => [date, { count: 0, amountCents: 0, feesCents: 0, totalCents: 0 }]))
  for (const item of await table.scanAll()) {
    if (item.sk !== 'TRANSFER' || item.deletedAt !== undefined || item.status === 'CANCELLED') continue
    const day = String(item.createdAt).slice(0, 10)
    const sums = byDay.get(day)
    if (!wanted.has(day) || !sums) continue
    sums.count += 1
    sums.amountCents += Number(item.amountCents)
    sums.feesCents += Number(item.feeCents)
    sums.totalCents += Number(item.totalCents)
  }
  return dates.map((date) => ({ date, ...byDay.get(date) }))
}

const inCents = (stats: DailyStats) =>
  stats.days.map((day) => ({
    date: day.date,
    count: day.count,
    amountCents: cents(day.amount),
    feesCents: cents(day.fees),
    totalCents: cents(day.total),
  }))

describe('GET /api/customers/stats/daily', () => {
  it('counts today’s creates, cancels and archives, and every day equals a recount of the stored transfers', async () => {
    // Verified with identity details: one of its transfers is $3,500.50.
    const sender = await api.identifiedSender('daily', root.token)
    const before = await daily(root.token, 30)
    expect(before.days.map((day) => day.date)).toEqual(dayRange(new Date(), 30))

    const small = await api.createOk(sender.session.token, { inputValue: 100 })
    const large = await api.createOk(sender.session.token, { inputValue: 3500.5, countryId: 'ke' })
    await api.createOk(sender.session.token, { inputValue: 20 })
    const afterCreates = await daily(root.token, 30)
    const today = (stats: DailyStats) => stats.days.at(-1)
    expect(today(afterCreates)?.date).toBe(small.createdAt.slice(0, 10))
    // 100 + 5.00 fee; 3,500.50 + 105.02 fee (3%, half-up); 20 + 1.00 fee.
    expect({
      count: (today(afterCreates)?.count ?? 0) - (today(before)?.count ?? 0),
      amountCents: cents(today(afterCreates)?.amount ?? 0) - cents(today(before)?.amount ?? 0),
      feesCents: cents(today(afterCreates)?.fees ?? 0) - cents(today(before)?.fees ?? 0),
      totalCents: cents(today(afterCreates)?.total ?? 0) - cents(today(before)?.total ?? 0),
    }).toEqual({ count: 3, amountCents: 362_050, feesCents: 11_102, totalCents: 373_152 })
    expect(large.fees).toBe(105.02)

    // A PAID transfer stays counted (the chart counts what was sent); a refunded one leaves it, and
    // archiving it afterwards changes nothing (the money it moved still happened).
    await api.updateOk(root.token, large.id, { status: 'PAID', version: large.version })
    expect((await api.cancel(sender.session.token, small.id)).status).toBe(200)
    const afterCancel = await daily(root.token, 30)
    expect((await api.remove(sender.session.token, small.id)).status).toBe(204)
    const afterDelete = await daily(root.token, 30)
    expect(afterDelete).toEqual(afterCancel)

    expect(inCents(afterDelete)).toEqual(await recountByDay(afterDelete.days.map((day) => day.date)))
  })

  it('is for staff only, and refuses a range outside 1–90 days', async () => {
    const user = await api.accounts.createAccount('daily-user', root.token)
    const refused = await api.call(routes.getDailyTransferStats, { token: user.session.token })
    expect(refused.status).toBe(403)
    expect(errorOf(refused).error).toBe('Permission Denied')
    expect((await api.call(routes.getDailyTransferStats, {})).status).toBe(401)

    const tooLong = await api.call(routes.getDailyTransferStats, { token: root.token, query: { days: '91' } })
    expect(tooLong.status).toBe(400)
    expect(errorOf(tooLong).fields).toEqual({ days: STATS_DAYS_MESSAGE })
    expect((await daily(root.token, 1)).days).toHaveLength(1)
  })
})
