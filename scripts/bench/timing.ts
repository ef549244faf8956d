/** Timing and reporting helpers of the benchmark: percentiles and the Markdown tables. */

export interface Summary {
  runs: number
  p50: number
  p95: number
  mean: number
  min: number
  max: number
}

/** Nearest-rank percentile (p95 of 30 samples is the 29th smallest). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length))
  return sorted[Math.min(rank, sorted.length) - 1] ?? Number.NaN
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    runs: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    mean: round(sorted.reduce((s, n) => s + n, 0) / Math.max(1, sorted.length)),
    min: round(sorted[0] ?? Number.NaN),
    max: round(sorted.at(-1) ?? Number.NaN),
  }
}

/** 1000 → '1k', 100000 → '100k', 2500 → '2.5k'. */
export function sizeLabel(size: number): string {
  if (size >= 1_000_000 && size % 100_000 === 0) return `${size / 1_000_000}M`
  if (size >= 1_000 && size % 100 === 0) return `${size / 1_000}k`
  return String(size)
}

export const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0))

/** The first `textColumns` columns are left-aligned, the rest (figures) right-aligned. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], textColumns = 1): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map((_, i) => (i < textColumns ? '---' : '---:'))), ...rows.map(line)].join('\n')
}
