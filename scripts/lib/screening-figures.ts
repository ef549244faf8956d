import { performance } from 'node:perf_hooks'
import type { SanctionsMatcher } from '../../functions/services/sanctions-matcher'
import { DISGUISES, type DisguisedName } from './screening-samples'

/** Recall, false positives and latency of a matcher on the samples of screening-samples.ts. */
export interface ScreeningFigures {
  recall: { found: number; of: number; byDisguise: Record<string, { found: number; of: number }>; missed: DisguisedName[] }
  ordinary: { held: number; of: number; heldNames: string[] }
  shortForms: { held: number; of: number; heldNames: string[] }
  /** Wall time, and the process's CPU time (what the screening itself costs, whatever else shares the machine). */
  latency: { transfers: number; p50Ms: number; p99Ms: number; maxMs: number; cpuP50Ms: number; cpuP99Ms: number }
}

export function measureScreening(
  matcher: SanctionsMatcher,
  samples: { disguised: readonly DisguisedName[]; ordinary: readonly string[]; shortForms: readonly string[] },
): ScreeningFigures {
  const byDisguise: Record<string, { found: number; of: number }> = Object.fromEntries(DISGUISES.map((kind) => [kind, { found: 0, of: 0 }]))
  const missed: DisguisedName[] = []
  for (const sample of samples.disguised) {
    // Found when the listed entry is among the entries the name is held against (a reviewer sees each), or
    // the same person listed twice under one name (another program, another number, another case:
    // "KIM, HYOK CHOL" and "KIM, Hyok Chol").
    const sameName = (name: string) => name.toLowerCase() === sample.listed.toLowerCase()
    const found = matcher
      .screenAll(sample.name)
      .some((match) => match.entry.uid === sample.uid || sameName(match.entry.name) || sameName(match.matchedName))
    const row = byDisguise[sample.disguise] ?? { found: 0, of: 0 }
    row.of++
    if (found) row.found++
    else missed.push(sample)
  }
  const held = (names: readonly string[]) => names.filter((name) => matcher.screen(name) !== undefined)
  const ordinaryHeld = held(samples.ordinary)
  const shortHeld = held(samples.shortForms)

  // Latency as a create screens: the sender's and the recipient's names, warm, one transfer at a time.
  const names = [...samples.ordinary, ...samples.disguised.map((sample) => sample.name)]
  for (const name of names.slice(0, 200)) matcher.screenAll(name)
  const times: number[] = []
  const cpuTimes: number[] = []
  for (let i = 0; i + 1 < names.length; i += 2) {
    const started = performance.now()
    const cpu = process.cpuUsage()
    matcher.screenAll(names[i] ?? '')
    matcher.screenAll(names[i + 1] ?? '')
    const used = process.cpuUsage(cpu)
    times.push(performance.now() - started)
    cpuTimes.push((used.user + used.system) / 1000)
  }
  times.sort((a, b) => a - b)
  cpuTimes.sort((a, b) => a - b)
  const quantileOf = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const quantile = (q: number) => quantileOf(times, q)
  return {
    recall: { found: samples.disguised.length - missed.length, of: samples.disguised.length, byDisguise, missed },
    ordinary: { held: ordinaryHeld.length, of: samples.ordinary.length, heldNames: ordinaryHeld },
    shortForms: { held: shortHeld.length, of: samples.shortForms.length, heldNames: shortHeld },
    latency: {
      transfers: times.length,
      p50Ms: quantile(0.5),
      p99Ms: quantile(0.99),
      maxMs: times.at(-1) ?? 0,
      cpuP50Ms: quantileOf(cpuTimes, 0.5),
      cpuP99Ms: quantileOf(cpuTimes, 0.99),
    },
  }
}
