import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Card } from '../../../components/card/card'
import { useId } from 'react'
import { DEFAULT_STATS_DAYS } from '../../../../../shared/transfers/daily-stats'
import { ErrorBox } from '../../../components/error-box/error-box'
import { Spinner } from '../../../components/spinner/spinner'
import { useDailyStats, type DailyStats } from '../../../entities/transfer/api/get-daily-stats'
import './transfers-chart.css'
import { formatCount, formatDate, formatUsd, formatWholeUsd } from '../../../lib/format'

type Day = DailyStats['days'][number]

/** 'Mar 9' for '2026-03-09' (the days are UTC days). */
const dayLabel = (date: string): string => formatDate(`${date}T00:00:00.000Z`, 'shortCalendarDay')

/** A round top for the scale a little above `max` (1, 2, 5 × 10ⁿ), so the tallest bar never touches the frame. */
function niceMax(max: number): number {
  if (max <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10
  return step * power
}

interface BarsProps {
  days: readonly Day[]
  value: (day: Day) => number
  /** How one value reads, in the summary and each bar's tooltip. */
  format: (value: number) => string
  /** How the scale's top reads. */
  formatAxis: (value: number) => string
  title: string
  /** 'count' or 'amount': the bars' colour. */
  tone: 'count' | 'amount'
}

/**
 * One bar per day, drawn in an SVG that stretches to the width it gets (the labels are HTML, so
 * they stay readable at any width). The SVG is one image with a summary for screen readers; the
 * day-by-day figures are in the table below the charts.
 */
function Bars({ days, value, format, formatAxis, title, tone }: BarsProps) {
  const { t } = useLingui()
  const values = days.map(value)
  const top = niceMax(Math.max(0, ...values))
  const sum = values.reduce((a, b) => a + b, 0)
  const peak = values.indexOf(Math.max(...values))
  const first = days[0]
  const last = days.at(-1)
  const barTitle = (date: string, amount: number): string => {
    const day = dayLabel(date)
    const figure = format(amount)
    return t`${day}: ${figure}`
  }
  const dayCount = days.length
  const sumText = format(sum)
  const peakDay = dayLabel(days[peak]?.date ?? '')
  const peakText = format(values[peak] ?? 0)
  const summary =
    sum === 0 || peak < 0
      ? t`${title}: none in the last ${plural(dayCount, { one: '# day', other: '# days' })}.`
      : t`${title}: ${sumText} in the last ${plural(dayCount, { one: '# day', other: '# days' })}; the most on ${peakDay} (${peakText}).`
  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <div className="chart__plot">
        <div className="chart__axis" aria-hidden="true">
          <span>{formatAxis(top)}</span>
          <span>{formatAxis(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          className={`chart__svg chart__svg--${tone}`}
          viewBox={`0 0 ${days.length} 100`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {[0, 50, 100].map((y) => (
            <line key={y} className="chart__grid" x1="0" x2={days.length} y1={y} y2={y} vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((day, i) => {
            const height = ((values[i] ?? 0) / top) * 100
            return (
              <rect key={day.date} className="chart__bar" x={i + 0.15} width="0.7" y={100 - height} height={height}>
                <title>{barTitle(day.date, values[i] ?? 0)}</title>
              </rect>
            )
          })}
        </svg>
      </div>
      {first && last ? (
        <div className="chart__dates" aria-hidden="true">
          <span>{dayLabel(first.date)}</span>
          <span>{dayLabel(last.date)}</span>
        </div>
      ) : null}
    </figure>
  )
}

/** Scale labels: whole numbers as they are, a half step with one decimal. */
const countAxis = (n: number) => (Number.isInteger(n) ? formatCount(n) : n.toFixed(1))
const usdAxis = (cents: number) => (cents % 100 === 0 ? formatWholeUsd(cents) : formatUsd(Math.round(cents)))
/** '1 transfer', '12 transfers', in the reader's language. */
const transfersText = (i18n: I18n, count: number) => i18n._(msg`${plural(count, { one: '# transfer', other: '# transfers' })}`)

/** The table's columns after the day, so each heading stays beside the figure it heads. */
const TABLE_COLUMNS: readonly { heading: MessageDescriptor; cell: (day: Day) => string }[] = [
  { heading: msg`Transfers`, cell: (day) => formatCount(day.count) },
  { heading: msg`Amount sent`, cell: (day) => formatUsd(day.amountCents) },
  { heading: msg`Fees charged`, cell: (day) => formatUsd(day.feesCents) },
  { heading: msg`Total`, cell: (day) => formatUsd(day.totalCents) },
  { heading: msg`Fee revenue`, cell: (day) => formatUsd(day.feeRevenueCents) },
  { heading: msg`FX revenue`, cell: (day) => formatUsd(day.fxRevenueCents) },
]

/** The overview's chart for staff: everyone's transfers and amounts sent per day, with the figures as a table. */
export function TransfersChart({ days = DEFAULT_STATS_DAYS }: { days?: number }) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const { data, error, isLoading, isValidating, mutate } = useDailyStats(days, true)
  return (
    <Card
      title={t`Transfers over the last ${plural(days, { one: '# day', other: '# days' })}`}
      titleId={headingId}
      busy={isLoading}
      className="transfers-chart"
      aside={
        <p className="transfers-chart__note">
          <Trans>All customers · days in UTC</Trans>
        </p>
      }
    >
      {error ? (
        <ErrorBox title={t`Failed to fetch data`} message={error.message} onRetry={() => void mutate()} retrying={isValidating} />
      ) : isLoading || !data ? (
        <Spinner size="inline" label={t`Loading the chart…`} />
      ) : (
        <>
          <div className="transfers-chart__charts">
            <Bars
              days={data.days}
              value={(day) => day.count}
              format={(count) => transfersText(i18n, count)}
              formatAxis={countAxis}
              title={t`Transfers per day`}
              tone="count"
            />
            <Bars
              days={data.days}
              value={(day) => day.amountCents}
              format={formatUsd}
              formatAxis={usdAxis}
              title={t`Amount sent per day`}
              tone="amount"
            />
          </div>
          <details className="transfers-chart__table">
            <summary>
              <Trans>Show the figures as a table</Trans>
            </summary>
            <div className="transfers-chart__scroll">
              <table>
                <caption className="visually-hidden">
                  <Trans>
                    Transfers and amounts per day, last <Plural value={days} one="# day" other="# days" /> (UTC)
                  </Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Day</Trans>
                    </th>
                    {TABLE_COLUMNS.map(({ heading }) => (
                      <th key={heading.id} scope="col">
                        {i18n._(heading)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...data.days].reverse().map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{dayLabel(day.date)}</th>
                      {TABLE_COLUMNS.map(({ heading, cell }) => (
                        <td key={heading.id}>{cell(day)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </Card>
  )
}
