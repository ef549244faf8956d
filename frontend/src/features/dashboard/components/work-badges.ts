import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { WorkQueues } from '../../../../../shared/work/work-queues'
import { readyTotal } from '../../../entities/work/work-queues'
import { formatCount } from '../../../lib/format'
import type { SectionId } from '../dashboard-sections'

/** A sidebar entry's count of waiting work: the figure shown, what it means read aloud, and whether it is late. */
interface SectionBadge {
  count: string
  label: string
  urgent: boolean
}

export type SectionBadges = Partial<Record<SectionId, SectionBadge>>

/** The sidebar's badges from staff's work queues: a queue with nothing waiting has none. */
export function workBadges(queues: WorkQueues | undefined, i18n: I18n): SectionBadges {
  if (!queues) return {}
  const badges: SectionBadges = {}
  const ready = readyTotal(queues)
  const { held, claims, reconciliation } = queues
  if (held > 0)
    badges.compliance = {
      count: formatCount(held),
      label: i18n._(msg`${plural(held, { one: '# held for review', other: '# held for review' })}`),
      urgent: false,
    }
  if (claims.open > 0) {
    const { open, overdue } = claims
    badges.claims = {
      count: formatCount(open),
      label:
        overdue > 0
          ? i18n._(msg`${plural(open, { one: '# open', other: '# open' })}, ${plural(overdue, { one: '# overdue', other: '# overdue' })}`)
          : i18n._(msg`${plural(open, { one: '# open', other: '# open' })}`),
      urgent: overdue > 0,
    }
  }
  if (ready > 0)
    badges.payouts = {
      count: formatCount(ready),
      label: i18n._(msg`${plural(ready, { one: '# ready to pay out', other: '# ready to pay out' })}`),
      urgent: false,
    }
  const { verifications } = queues
  if (verifications > 0)
    badges.verifications = {
      count: formatCount(verifications),
      label: i18n._(msg`${plural(verifications, { one: '# upload waiting for verification', other: '# uploads waiting for verification' })}`),
      urgent: false,
    }
  if (reconciliation && reconciliation.breakCount > 0) {
    const breaks = reconciliation.breakCount
    badges.reconciliation = { count: formatCount(breaks), label: i18n._(msg`${plural(breaks, { one: '# break', other: '# breaks' })}`), urgent: true }
  }
  return badges
}
