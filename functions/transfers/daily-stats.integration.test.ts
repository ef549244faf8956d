import { beforeAll, describe, expect, it } from 'vitest'
import { routes } from '../../shared/api/routes'
import { DailyStatsSchema, dayRange, STATS_DAYS_MESSAGE, type DailyStats } from '../../shared/transfers/daily-stats'
import type { Session } from '../../shared/users/user'
import { errorOf, SEEDED_ADMIN } from '../users/testing/accounts-api'
import { cents, createTransfersApi, fileTransfersTable } from './testing/transfers-api'
import { testStack } from '../lib/testing/test-stack'
import { LEDGER_FIGURE_FIELDS } from '../../shared/ledger/ledger-figures'
import { isCounterKey } from '../model/counters-rebuilt'
import { recountCounters } from './testing/counter-recount'

/**
 * The admin chart's figures (GET /api/customers/stats/daily) against the local stack: they follow
 * creates and deletes, and always equal a recount of the live transfers stored in the table.
 */

const api = createTransfersApi(testStack().baseUrl)
const table = fileTransfersTable()

let root: Session

beforeAll(async () => {
  root = await api.accounts.logIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password)
})

async function daily(token: string, days?: number): Promise<DailyStats> {
  const response = await api.call(routes.getDailyTransferStats, { token, ...(days === undefined ? {} : { query: { days: String(days) } }) })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return DailyStatsSchema.parse(response.body)
}

/**
 * Every day's figures in cents, recounted from the transfer items themselves (deleted and cancelled
 * ones left out), and the fee revenue from the journal entries their moves posted.
 */
async function recountByDay(dates: readonly string[]) {
  const wanted = new Set(dates)
  const byDay = new Map(dates.map((date) => [date, { count: 0, amountCents: 0, feesCents: 0, totalCents: 0, feeRevenueCents: 0 }]))
  const items = await table.scanAll()
  const earned = new Map<string, number>()
  for (const item of items) {
    if (!String(item.sk).startsWith('JOURNAL#')) continue
    const lines = item.lines as { account: string; side: string; minor: number }[]
    const fee = lines
      .filter((line) => line.account === 'fee-revenue')
      .reduce((sum, line) => sum + (line.side === 'credit' ? line.minor : -line.minor), 0)
    earned.set(String(item.transferId), (earned.get(String(item.transferId)) ?? 0) + fee)
  }
  for (const item of items) {
    if (item.sk !== 'TRANSFER' || item.deletedAt !== undefined) continue
    const day = String(item.createdAt).slice(0, 10)
    const sums = byDay.get(day)
    if (!wanted.has(day) || !sums) continue
    // A cancelled transfer earned nothing (its payment was refunded): its journal has no fee revenue.
    sums.feeRevenueCents += earned.get(String(item.id)) ?? 0
    if (item.status === 'CANCELLED') continue
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
    feeRevenueCents: day.feeRevenueCents,
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

    // A PAID transfer stays counted (the chart counts what was sent) and earns its fee; a refunded one
    // earns nothing, and archiving it afterwards changes nothing (the money it moved still happened).
    await api.updateOk(root.token, large.id, { status: 'PAID', version: large.version })
    expect((await api.cancel(sender.session.token, small.id)).status).toBe(200)
    const afterCancel = await daily(root.token, 30)
    expect((await api.remove(sender.session.token, small.id)).status).toBe(204)
    const afterDelete = await daily(root.token, 30)
    expect(afterDelete).toEqual(afterCancel)
    expect((today(afterDelete)?.feeRevenueCents ?? 0) - (today(before)?.feeRevenueCents ?? 0)).toBe(10_502)

    expect(inCents(afterDelete)).toEqual(await recountByDay(afterDelete.days.map((day) => day.date)))
  })

  it('a stage whose counters predate the ledger figures: stats:recount rebuilds them from the transfers and their journal', async () => {
    const sender = await api.accounts.createAccount('daily-rebuild', root.token, { verified: true })
    const made = await api.createOk(sender.session.token, { inputValue: 40 })
    await api.updateOk(root.token, made.id, { status: 'PAID', version: made.version })
    const rightNow = await daily(root.token, 30)
    // The counters as an older release left them: no ledger figure in any item.
    const counters = (await table.scanAll()).filter((item) => isCounterKey({ pk: String(item.pk), sk: String(item.sk) }))
    await Promise.all(counters.map((item) => table.removeFields({ pk: item.pk, sk: item.sk }, [...LEDGER_FIGURE_FIELDS])))
    expect(recountCounters(await table.scanAll()).mismatches).not.toEqual([])

    // The rebuild runs here as an operator runs it, against the stack’s table.
    Object.assign(process.env, testStack().functionEnv)
    const { rebuildCounters } = await import('../services/counter-rebuild')
    const rebuilt = await rebuildCounters()
    expect(rebuilt.transfers).toBeGreaterThan(0)
    expect(recountCounters(await table.scanAll()).mismatches).toEqual([])
    // What the chart and the dashboard read is what it was before the fields went missing.
    expect(await daily(root.token, 30)).toEqual(rightNow)
    // A second run writes the same figures.
    await rebuildCounters()
    expect(recountCounters(await table.scanAll()).mismatches).toEqual([])
  }, 120_000)

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
