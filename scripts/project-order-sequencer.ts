import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The order files start in, when more are queued than there are workers.
 *
 * The stacks lane: the crash test first (it boots a stack of its own), then the API files, then the
 * browser journeys. The pool's stacks are ready well before the SPA build they serve (on CI, 80 s
 * against 129 s after the run's start), and a browser file holds its worker while it waits for the
 * build: with journeys first both stacks stood idle for those 49 s. Within each project the longest
 * files go first, so no long file is left for the end (the lane's tail is then its shortest journeys).
 * The unit lane: `frontend` before `unit` (`infra` runs before both: it is a group of its own, on
 * one worker; vitest.config.ts).
 */
const PROJECT_ORDER = ['own-stack', 'api', 'browser', 'frontend', 'unit']

/**
 * Seconds each of the longest files took in a CI run (`.ci/run`, alone, 2 cores). A fresh clone has
 * no Vitest cache, which would otherwise put the slowest first; a file not listed starts after these,
 * in Vitest's own order (largest first). Only the order depends on these, never a result.
 */
const MEASURED_SECONDS: Record<string, number> = {
  'functions/transfers/transfers.integration.test.ts': 37,
  'functions/transfers/transfer-lifecycle.integration.test.ts': 30,
  'functions/users/authorization-matrix.integration.test.ts': 23,
  'functions/transfers/transfers-concurrency.integration.test.ts': 18,
  'functions/users/two-factor.integration.test.ts': 13,
  'functions/users/accounts.integration.test.ts': 13,
  'functions/transfers/daily-stats.integration.test.ts': 12,
  'functions/events/events.integration.test.ts': 12,
  'functions/compliance/compliance.integration.test.ts': 12,
  'functions/transfers/ledger-adversary.integration.test.ts': 11,
  'functions/lib/route-fuzz.integration.test.ts': 10,
  'frontend/e2e/locale-overflow.e2e.test.ts': 42,
  'frontend/e2e/staff-work.e2e.test.ts': 24,
  'frontend/e2e/transfer-lifecycle.e2e.test.ts': 23,
  'frontend/e2e/send-money.e2e.test.ts': 19,
  'frontend/e2e/sender-journey.e2e.test.ts': 18,
  'frontend/e2e/verification-review.e2e.test.ts': 17,
  'frontend/e2e/auth.e2e.test.ts': 16,
  'frontend/e2e/payout-batches.e2e.test.ts': 16,
  'frontend/e2e/compliance.e2e.test.ts': 13,
  'frontend/e2e/customers.e2e.test.ts': 11,
}

const rank = (spec: TestSpecification) => {
  const index = PROJECT_ORDER.indexOf(spec.project.name)
  return index === -1 ? PROJECT_ORDER.length : index
}

const measured = (spec: TestSpecification) => MEASURED_SECONDS[relative(spec.project.config.root, spec.moduleId)] ?? 0

export default class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // Array.prototype.sort is stable: files with no measure keep the base order.
    return sorted.sort((a, b) => rank(a) - rank(b) || measured(b) - measured(a))
  }
}
