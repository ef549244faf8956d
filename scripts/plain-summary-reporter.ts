import type { Reporter, TestModule } from 'vitest/node'

interface ProjectTimes {
  files: number
  first: number
  last: number
  /** Sum of the files' own durations (their tests and hooks). */
  busyMs: number
}

/**
 * Ends the run with one plain line, `Tests: N passed, N failed, N skipped`, that any log reader
 * (CI included) can parse; Vitest's own summary is coloured and laid out for people. Before it, one
 * line per project: its files, when its first file started and its last ended (seconds after the run
 * began), and the time spent inside its files, which is what the layers' figures in docs/testing.md are.
 */
export default class PlainSummaryReporter implements Reporter {
  private started = performance.now()
  private projects = new Map<string, ProjectTimes>()

  onTestRunStart(): void {
    this.started = performance.now()
  }

  onTestModuleStart(testModule: TestModule): void {
    const now = this.seconds()
    const times = this.projects.get(testModule.project.name)
    if (times) times.first = Math.min(times.first, now)
    else this.projects.set(testModule.project.name, { files: 0, first: now, last: now, busyMs: 0 })
  }

  onTestModuleEnd(testModule: TestModule): void {
    const times = this.projects.get(testModule.project.name)
    if (!times) return
    times.files++
    times.last = this.seconds()
    times.busyMs += testModule.diagnostic().duration
  }

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
    const lines = [...this.projects].map(
      ([name, t]) =>
        `Project ${name}: ${t.files} files, from ${t.first.toFixed(0)} s to ${t.last.toFixed(0)} s, ${(t.busyMs / 1000).toFixed(0)} s inside files`,
    )
    process.stdout.write(`\n${lines.join('\n')}\nTests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`)
  }

  private seconds(): number {
    return (performance.now() - this.started) / 1000
  }
}
