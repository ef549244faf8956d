import { performance } from 'node:perf_hooks'
import type { SanctionsEntry } from '../../shared/compliance/hold'
import { SanctionsMatcher } from '../../functions/services/sanctions-matcher'
import { screenNames } from '../../functions/services/sanctions-screening'

/**
 * Sanctions screening's cost per transfer: a generated list of `entries` entries (names
 * and aliases from syllables, like the SDN list's mix of two- to four-word names), then the sender's
 * and the recipient's names of `transfers` transfers screened as the create does. A tenth of the
 * recipients are listed names with a typo, so hits are part of the figure.
 */
export interface ScreeningResult {
  entries: number
  names: number
  buildMs: number
  transfers: number
  hits: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  maxMs: number
}

const SYLLABLES = [
  'ab',
  'di',
  'ka',
  'rim',
  'xa',
  'san',
  'mo',
  'ha',
  'med',
  'far',
  'ah',
  'war',
  'sa',
  'me',
  'yu',
  'suf',
  'ge',
  'ali',
  'ba',
  'rre',
  'tes',
  'fa',
  'yil',
  'dir',
  'oz',
  'kan',
  'mwa',
  'ju',
  'om',
  'tie',
  'no',
  'ke',
  'ru',
  'bo',
  'nyi',
  'ze',
]

/** A small deterministic generator, so every run screens the same names. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

export function runScreeningSection(entries = 20_000, transfers = 2_000): ScreeningResult {
  const next = random(17)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const word = () => {
    const parts = 2 + Math.floor(next() * 2)
    let text = ''
    for (let i = 0; i < parts; i++) text += pick(SYLLABLES)
    return text[0]?.toUpperCase() + text.slice(1)
  }
  const name = () => Array.from({ length: 2 + Math.floor(next() * 3) }, word).join(' ')
  const list: SanctionsEntry[] = Array.from({ length: entries }, (_, i) => ({
    uid: String(10_000 + i),
    name: name(),
    type: 'individual',
    programs: 'SDGT',
    aliases: next() < 0.4 ? [name()] : [],
  }))
  const started = performance.now()
  const matcher = new SanctionsMatcher('bench', list)
  const buildMs = performance.now() - started
  const typo = (text: string) => {
    const at = 1 + Math.floor(next() * (text.length - 2))
    return text.slice(0, at) + text.slice(at + 1)
  }
  const times: number[] = []
  let hits = 0
  for (let i = 0; i < transfers; i++) {
    const recipient = i % 10 === 0 ? typo(pick(list).name) : name()
    const sender = name()
    const at = performance.now()
    const reasons = screenNames(matcher, [
      { party: 'sender', name: sender },
      { party: 'recipient', name: recipient },
    ])
    times.push(performance.now() - at)
    if (reasons.length > 0) hits++
  }
  times.sort((a, b) => a - b)
  const quantile = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return {
    entries,
    names: list.reduce((sum, entry) => sum + 1 + entry.aliases.length, 0),
    buildMs,
    transfers,
    hits,
    p50Ms: quantile(0.5),
    p95Ms: quantile(0.95),
    p99Ms: quantile(0.99),
    maxMs: times.at(-1) ?? 0,
  }
}
