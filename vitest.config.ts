import { defineConfig } from 'vitest/config'
import { i18nPlugins } from './frontend/vite.config'
import { PAGE_WAIT_MS } from './frontend/e2e/page-wait'
import ProjectOrderSequencer from './scripts/project-order-sequencer'

/** Integration files that run a local stack of their own instead of leasing one of the pool's. */
const OWN_STACK_FILES = ['infra/local/stack-crash.integration.test.ts']

/**
 * One `vitest run` runs every layer (docs/testing.md), all at once: `unit`, `frontend` and `infra`
 * need nothing running; `api` and `browser` files each lease a local stack of the pool the global
 * setup starts in the background (real emulators on free ports), and the browser journeys drive
 * Debian's Chromium against its gateway; `own-stack` files start their own.
 */
export default defineConfig({
  test: {
    // Lambda runs Node 22; the AWS SDK's notice about this machine's Node 20 is noise in test output.
    // Powertools: no metrics line on stdout (tests read the metrics with captureMetrics).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_METRICS_DISABLED: 'true' },
    reporters: ['default', './scripts/plain-summary-reporter.ts'],
    sequence: { sequencer: ProjectOrderSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'infra/local/**/*.test.ts', 'scripts/**/*.test.ts', 'frontend/*.test.ts'],
          exclude: ['**/*.integration.test.ts'],
          // Files share a worker: the AWS SDK and the other packages load once per worker, not once
          // per file. Our own modules still start fresh in each file, and a file that leaves the
          // environment or fake timers changed fails (scripts/testing/shared-worker.setup.ts).
          isolate: false,
          // Threads measured a little faster than forked processes here, and no file needs a process
          // of its own (process.chdir, process-wide signal handlers).
          pool: 'threads',
          setupFiles: ['scripts/testing/shared-worker.setup.ts'],
          // A time-out catches a hang, not slowness: the first property test of a file (100 runs plus
          // the module's warm-up) took 2.4–4.7 s beside two CPU burners, and several times that while
          // every lane of `npm test` shares CI's two cores. A hook (a test issuer's start) likewise.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['infra/stacks/**/*.test.ts', 'infra/*.test.ts'],
          globalSetup: ['infra/stacks/testing/app-outdirs.setup.ts'],
          // Files share a worker's modules: aws-cdk-lib is imported once, and a stage synthesized once
          // (synthesizedStage in infra/stacks/testing/test-stage.ts). Safe while no file mocks or sets env.
          isolate: false,
          // One file at a time, before `frontend` and `unit` (groups run in `groupOrder`, and a group's
          // projects must share a worker count): each stage is then built and synthesized once, not
          // once per worker. Alone, the unit lane's CPU went 130 → 111 CPU-s and its wall 87 → 88 s.
          fileParallelism: false,
          sequence: { groupOrder: 0 },
          // Hang-catchers: a stage's synth takes about 10 s alone, and took more than 120 s while the
          // other lanes (and, in a loaded run, CPU burners) held CI's two cores.
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        plugins: i18nPlugins(),
        test: {
          name: 'frontend',
          environment: 'happy-dom',
          sequence: { groupOrder: 1 },
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          // As in `unit`: files share a worker, so React, happy-dom's window and the packages load once
          // per worker; the shared-worker set-up runs first, so setup-tests.ts loads fresh modules.
          isolate: false,
          pool: 'threads',
          setupFiles: ['scripts/testing/shared-worker.setup.ts', 'frontend/src/testing/setup-tests.ts'],
          // A time-out here catches a hang, not slowness: a test that types a whole form through
          // user-event takes about 3 s on an idle 2-core machine, and took more than 15 s while every
          // lane of `npm test` shared CI's two cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          // After the groups above when one run has both (`npm run test:changed`); the stacks lane runs only these.
          sequence: { groupOrder: 2 },
          include: ['**/*.integration.test.ts'],
          exclude: ['node_modules/**', ...OWN_STACK_FILES],
          globalSetup: ['infra/local/testing/global-setup.ts'],
          // Files share a worker, as in `unit`: the SDK and zod load once per worker (the project's
          // workers 24 CPU-s against 49 isolated). The lease set-up puts back what a file set in process.env.
          isolate: false,
          setupFiles: ['scripts/testing/shared-worker.setup.ts', 'infra/local/testing/lease-stack.setup.ts'],
          // A hang-catcher, longer than a test's waits (pollUntil's 120 s for the stream's work) so a
          // slow stream fails with what was awaited, not with a bare time-out: official CI, with its
          // lanes and CPU burners on two cores, once took more than 60 s for a review's e-mail.
          testTimeout: 240_000,
          // Covers the wait for a stack: the pool's start, and the files ahead on every stack.
          hookTimeout: 20 * 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          sequence: { groupOrder: 2 },
          include: ['frontend/e2e/**/*.e2e.test.ts'],
          globalSetup: ['infra/local/testing/global-setup.ts'],
          // As in `api`: Playwright's client loads once per worker.
          isolate: false,
          setupFiles: [
            'scripts/testing/shared-worker.setup.ts',
            'infra/local/testing/spa-built.setup.ts',
            'infra/local/testing/lease-stack.setup.ts',
          ],
          // A time-out catches a hang, not slowness: on two cores shared with the other lanes, a journey
          // beside others takes about twice as long as alone (20 s against 13 s for the sign-up
          // journey), and several times that while every lane starts at once.
          testTimeout: 240_000,
          // A poll waits for what the page should show, as long as a locator does.
          expect: { poll: { timeout: PAGE_WAIT_MS } },
          hookTimeout: 20 * 60_000,
        },
      },
      {
        test: {
          // Files that start, kill and restart a stack of their own: no lease on the pool's stacks.
          name: 'own-stack',
          environment: 'node',
          sequence: { groupOrder: 2 },
          include: OWN_STACK_FILES,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
