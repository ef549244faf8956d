/**
 * Sanctions screening measured on the real SDN list of 3 May 2024 (data/sanctions/ofac-2024):
 * recall on listed individuals' names in disguise, false positives on ordinary names and on common
 * short forms, the list's load time and warm screening latency. Seeded: every run draws the same names.
 *
 *   npm run sanctions:measure [-- --disguised 700 --ordinary 2500 --seed 7 --threshold 0.85 --verbose]
 */
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { parseOfacFiles } from '../functions/services/ofac-files'
import { MATCH_THRESHOLD, SanctionsMatcher } from '../functions/services/sanctions-matcher'
import { measureScreening } from './lib/screening-figures'
import { disguisedNames, ordinaryNames, realListFiles, shortForms } from './lib/screening-samples'

const { values } = parseArgs({
  options: {
    disguised: { type: 'string', default: '700' },
    ordinary: { type: 'string', default: '2500' },
    seed: { type: 'string', default: '7' },
    threshold: { type: 'string', default: String(MATCH_THRESHOLD) },
    verbose: { type: 'boolean', default: false },
  },
})
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000
const files = realListFiles()
let started = performance.now()
let cpu = process.cpuUsage()
const list = parseOfacFiles(files.sdn, files.alt)
const parseMs = performance.now() - started
const parseCpuMs = cpuMs(process.cpuUsage(cpu))
started = performance.now()
cpu = process.cpuUsage()
const matcher = new SanctionsMatcher('measure', list, { threshold: Number(values.threshold) })
const buildMs = performance.now() - started
const buildCpuMs = cpuMs(process.cpuUsage(cpu))
const figures = measureScreening(matcher, {
  disguised: disguisedNames(list, Number(values.disguised), Number(values.seed)),
  ordinary: ordinaryNames(Number(values.ordinary), Number(values.seed) + 4),
  shortForms: shortForms(),
})
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`
console.log(
  `list: ${list.length} entries, ${list.reduce((sum, entry) => sum + entry.aliases.length, 0)} aliases; threshold ${matcher.threshold}, seed ${values.seed}`,
)
console.log(
  `load: parse ${parseMs.toFixed(0)} ms (CPU ${parseCpuMs.toFixed(0)} ms), matcher ${buildMs.toFixed(0)} ms (CPU ${buildCpuMs.toFixed(0)} ms, with collection on a second thread)`,
)
console.log(`recall: ${figures.recall.found}/${figures.recall.of} (${percent(figures.recall.found, figures.recall.of)})`)
for (const [kind, row] of Object.entries(figures.recall.byDisguise)) console.log(`  ${kind}: ${row.found}/${row.of}`)
console.log(`ordinary names held: ${figures.ordinary.held}/${figures.ordinary.of} (${percent(figures.ordinary.held, figures.ordinary.of)})`)
console.log(`short forms held: ${figures.shortForms.held}/${figures.shortForms.of} (${percent(figures.shortForms.held, figures.shortForms.of)})`)
console.log(
  `latency (two names per transfer, warm, ${figures.latency.transfers} transfers): p50 ${figures.latency.p50Ms.toFixed(2)} ms, p99 ${figures.latency.p99Ms.toFixed(2)} ms, max ${figures.latency.maxMs.toFixed(2)} ms; ` +
    `CPU p50 ${figures.latency.cpuP50Ms.toFixed(2)} ms, p99 ${figures.latency.cpuP99Ms.toFixed(2)} ms`,
)
if (values.verbose) {
  for (const miss of figures.recall.missed) console.log(`missed [${miss.disguise}] ${miss.name}  (listed ${miss.listed})`)
  for (const name of [...figures.ordinary.heldNames, ...figures.shortForms.heldNames]) {
    const match = matcher.screen(name)
    console.log(`held ${name} → ${match?.matchedName ?? ''} ${match?.score.toFixed(3) ?? ''}`)
  }
}
