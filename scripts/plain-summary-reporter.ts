import type { Reporter, TestModule } from 'vitest/node'

/**
 * Ends the run with one plain line, `Tests: N passed, N failed, N skipped`, that any log reader
 * (CI included) can parse; Vitest's own summary is coloured and laid out for people.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 }
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') count.passed++
        else if (state === 'failed') count.failed++
        else count.skipped++
      }
    }
    process.stdout.write(`\nTests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`)
  }
}
